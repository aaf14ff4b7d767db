"use client";

import { useTranslations } from "next-intl";
import { ShellIcon } from "@/components/shell/shell-icon";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

type Props =
  | { kind: "loading"; colSpan: number; rows: number }
  | { kind: "empty"; colSpan: number; text?: string }
  | { kind: "error"; colSpan: number; message: string; onRetry: () => void };

/** The loading (skeleton), empty and error bodies of a data table. */
export function TableStateRow(p: Props) {
  const t = useTranslations("dataTable");
  if (p.kind === "loading") {
    return (
      <>
        {Array.from({ length: p.rows }, (_, i) => (
          <tr key={i} role="row" data-testid="table-skeleton">
            <td role="cell" colSpan={p.colSpan} className="h-[var(--control-h)] border-b px-3 py-1 border-border">
              {i === 0 && <span className="sr-only">{t("loading")}</span>}
              <Skeleton className="h-[calc(var(--control-h)*0.45)] w-full" />
            </td>
          </tr>
        ))}
      </>
    );
  }
  return (
    <tr role="row">
      <td role="cell" colSpan={p.colSpan} className="px-3 py-10">
        <div
          className="sticky left-0 flex w-[min(100%,calc(100vw-4rem))] flex-col items-center gap-2 text-center text-muted-foreground"
          role={p.kind === "error" ? "alert" : "status"}
          data-testid={p.kind === "error" ? "table-error" : "table-empty"}
        >
          {p.kind === "error" ? <ShellIcon name="circle-alert" className="size-6 text-destructive" /> : <ShellIcon name="inbox" className="size-6" />}
          <span>{p.kind === "error" ? t("error", { message: p.message }) : (p.text ?? t("empty"))}</span>
          {p.kind === "error" && (
            <Button variant="outline" size="sm" onClick={p.onRetry}>
              {t("retry")}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
