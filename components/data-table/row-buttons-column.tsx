"use client";

import type { ColumnDef } from "./types";
import type { Translate } from "@/lib/contracts/issues";
import { RequireRights } from "@/components/rights/require-rights";
import { Button } from "@/components/ui/button";

export interface RowButton<K extends string, T = unknown> {
  key: K;
  right: string;
  icon: React.ReactNode;
  label: string;
  /** Hidden on rows the action does not apply to (a ready task has nothing left to enter). */
  when?: (row: T) => boolean;
}

/** The sticky last column of a list with a few actions: one button each (its label shown from xl up), behind its right. */
export function rowButtonsColumn<T, K extends string>(
  t: Translate,
  buttons: ReadonlyArray<RowButton<K, T>>,
  opts: { act: (row: T, key: K) => void; name: (row: T) => string; testId: (key: K) => string },
): ColumnDef<T> {
  return {
    id: "__actions",
    enableSorting: false,
    meta: { fixed: true, stickyRight: true, label: t("common.actions") },
    header: () => <span className="sr-only">{t("common.actions")}</span>,
    cell: ({ row }) => (
      <div className="flex gap-1">
        {buttons.filter((b) => !b.when || b.when(row.original)).map((b) => (
          <RequireRights key={b.key} anyOf={[b.right]}>
            <Button size="sm" variant="outline" onClick={() => opts.act(row.original, b.key)} data-testid={opts.testId(b.key)} aria-label={`${b.label} ${opts.name(row.original)}`}>
              {b.icon}
              <span className="sr-only xl:not-sr-only">{b.label}</span>
            </Button>
          </RequireRights>
        ))}
      </div>
    ),
  };
}
