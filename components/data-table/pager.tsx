"use client";

import { useTranslations } from "next-intl";
import { ShellIcon } from "@/components/shell/shell-icon";
import { limitOptions } from "@/lib/table-state/codec";
import { Button } from "@/components/ui/button";
import { LazySelect } from "@/components/ui/lazy-select";

const limitChoices = limitOptions.map((n) => ({ value: String(n), label: String(n) }));

export interface PagerProps {
  total: number | null;
  totalCapped: boolean;
  pageIndex: number | null;
  hasPrevious: boolean;
  nextCursor: string | null;
  limit: number;
  busy?: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
  onLimit: (limit: number) => void;
}

/** Keyset pager: first / previous / next, a page-size choice and the (capped) total. */
export function Pager(p: PagerProps) {
  const t = useTranslations("dataTable");
  const total = p.total === null ? "…" : p.totalCapped ? t("totalCapped", { count: String(p.total) }) : String(p.total);
  return (
    <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-end gap-2 text-[length:var(--control-text)]">
      <span data-testid="table-total" className="mr-auto text-muted-foreground">
        {t("total", { total })}
      </span>
      <div className="flex items-center gap-2 text-muted-foreground">
        <span aria-hidden="true">{t("perPage")}</span>
        <LazySelect size="sm" aria-label={t("perPage")} className="w-20" value={String(p.limit)} onValueChange={(v) => p.onLimit(Number(v))} options={limitChoices} />
      </div>
      <Button variant="outline" size="icon" aria-label={t("firstPage")} disabled={!p.hasPrevious || p.busy} onClick={p.onFirst}>
        <ShellIcon name="chevrons-left" />
      </Button>
      <Button variant="outline" size="sm" disabled={!p.hasPrevious || p.busy} onClick={p.onPrevious} data-testid="page-prev">
        <ShellIcon name="chevron-left" />
        {t("previous")}
      </Button>
      <span aria-live="polite" className="min-w-16 text-center tabular-nums">
        {p.pageIndex === null ? t("pageUnknown") : t("page", { page: p.pageIndex + 1 })}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={!p.nextCursor || p.busy}
        onClick={() => p.nextCursor && p.onNext(p.nextCursor)}
        data-testid="page-next"
      >
        {t("next")}
        <ShellIcon name="chevron-right" />
      </Button>
    </nav>
  );
}
