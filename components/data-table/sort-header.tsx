"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { ShellIcon } from "@/components/shell/shell-icon";

/** A header button that cycles ascending → descending → unsorted. */
export function SortHeader({
  label,
  direction,
  align,
  onSort,
}: {
  label: string;
  direction: "ascending" | "descending" | undefined;
  align?: "left" | "right" | "center";
  onSort: (dir: "asc" | "desc" | null) => void;
}) {
  const t = useTranslations("dataTable");
  const next = direction === undefined ? "asc" : direction === "ascending" ? "desc" : null;
  const icon = direction === "ascending" ? "arrow-up" : direction === "descending" ? "arrow-down" : "chevrons-up-down";
  return (
    <button
      type="button"
      onClick={() => onSort(next)}
      title={next === "asc" ? t("sortAsc") : next === "desc" ? t("sortDesc") : t("sortNone")}
      className={cn(
        "inline-flex items-center gap-1 rounded-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
        direction && "text-foreground",
        align === "right" && "flex-row-reverse",
      )}
    >
      <span>{label}</span>
      <ShellIcon name={icon} className={cn("size-3.5", !direction && "opacity-40")} />
    </button>
  );
}
