"use client";

import { Popover } from "radix-ui";
import { useTranslations } from "next-intl";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TableCheckbox } from "./table-checkbox";
import type { ColumnSettingsProps } from "./column-settings";

/** Show, hide and reorder columns; every control is a real button or checkbox, so it works by keyboard. */
export default function ColumnSettingsPopover({
  columns,
  onToggle,
  onMove,
  onReset,
  open,
  onOpenChange,
  trigger,
}: ColumnSettingsProps & { open: boolean; onOpenChange: (open: boolean) => void; trigger: React.ReactNode }) {
  const t = useTranslations("dataTable");
  const visibleCount = columns.filter((c) => c.visible).length;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          aria-label={t("columnSettings")}
          className="z-50 flex max-h-[min(70dvh,var(--radix-popover-content-available-height))] w-72 flex-col rounded-md border border-border bg-popover text-popover-foreground shadow-md outline-none"
        >
          <div className="flex items-center justify-between border-b px-3 py-2 border-border">
            <span className="text-sm font-medium">{t("columnSettings")}</span>
            <Button variant="link" size="sm" onClick={onReset}>
              {t("resetColumns")}
            </Button>
          </div>
          <ul className="overflow-y-auto p-1" aria-label={t("columnSettings")}>
            {columns.map((c, i) => (
              <li key={c.id} className="flex items-center gap-2 rounded-sm px-2 py-1 hover:bg-accent">
                <TableCheckbox
                  id={`col-${c.id}`}
                  checked={c.visible}
                  disabled={c.visible && visibleCount === 1}
                  onChange={(v) => onToggle(c.id, v)}
                />
                <label htmlFor={`col-${c.id}`} className="min-w-0 flex-1 truncate text-sm">
                  {c.label}
                </label>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-6"
                  disabled={i === 0}
                  aria-label={t("moveUp", { column: c.label })}
                  onClick={() => onMove(c.id, -1)}
                >
                  <ArrowUp className="size-3.5" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-6"
                  disabled={i === columns.length - 1}
                  aria-label={t("moveDown", { column: c.label })}
                  onClick={() => onMove(c.id, 1)}
                >
                  <ArrowDown className="size-3.5" />
                </Button>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
