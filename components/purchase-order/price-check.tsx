"use client";

import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { defaultTimeZone, formatZoned } from "@/lib/business-time";
import type { AuditEntry } from "@/lib/contracts/common";
import type { PriceCheckLine } from "@/lib/contracts/erp-purchase/purchase-order";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { formatDecimal, formatMoney } from "@/components/common/format";
import { ScrollRegion } from "@/components/common/scroll-region";

const head = "px-2 py-1.5 text-left font-medium whitespace-nowrap text-muted-foreground";
const num = "px-2 py-1.5 text-right tabular-nums whitespace-nowrap";
const cell = "px-2 py-1.5";
const signed = (v: string, text: string) => (v.startsWith("-") || !/[1-9]/.test(v) ? text : `+${text}`);

/** Why a price review passes or not, line by line: the price on the order, the valid price record (or none), the difference. */
export function PriceCheckTable({ lines, testId = "price-check-lines", label }: { lines: PriceCheckLine[]; testId?: string; label?: string }) {
  const t = useTranslations("purchaseOrder.priceCheck");
  const locale = useLocale();
  return (
    <ScrollRegion label={label ?? t("title")}>
      <table className="w-full text-[length:var(--control-text)]" data-testid={testId}>
        <thead className="bg-muted">
          <tr>
            <th className={head}>{t("line")}</th>
            <th className={head}>{t("item")}</th>
            <th className={`${head} text-right`}>{t("orderPrice")}</th>
            <th className={`${head} text-right`}>{t("recordPrice")}</th>
            <th className={`${head} text-right`}>{t("difference")}</th>
            <th className={head}>{t("result")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.lineNo} className="border-t border-border align-top" data-testid="price-check-line" data-passed={l.passed}>
              <td className={cell}>{l.lineNo}</td>
              <td className={cn(cell, "min-w-40")}>
                <div className="font-medium">{l.itemno}</div>
                <div className="text-xs text-muted-foreground">{l.itemdesc}</div>
              </td>
              <td className={num}>{formatMoney(l.dj, locale)}</td>
              <td className={num}>
                {l.recordPrice === null ? (
                  <span className="text-destructive">{t("noRecord")}</span>
                ) : (
                  <>
                    <div>{formatMoney(l.recordPrice, locale)}</div>
                    <div className="text-xs text-muted-foreground">{t("validity", { from: l.recordValidFrom ?? "", to: l.recordValidTo ?? "" })}</div>
                  </>
                )}
              </td>
              <td className={cn(num, !l.passed && l.diff !== null && "font-semibold text-destructive")}>
                {l.diff === null || l.diffPct === null ? "—" : t("differenceValue", {
                  amount: signed(l.diff, formatMoney(l.diff, locale)), percent: signed(l.diffPct, formatDecimal(l.diffPct, locale)),
                })}
              </td>
              <td className={cell}>
                <Badge variant={l.passed ? "success" : "destructive"}>{t(l.passed ? "matches" : "mismatch")}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * The lines a price review's audit row kept (the service writes them as priceCheckLine); older rows kept only the
 * failed line numbers and show none. Checked by shape here, so the page's first load needs no schema library.
 */
function reviewedLines(detail: unknown): PriceCheckLine[] | null {
  const lines = (detail as { lines?: unknown } | null)?.lines;
  return Array.isArray(lines) && lines.every((l) => typeof l === "object" && l !== null && "lineNo" in l && "dj" in l && "passed" in l) ? (lines as PriceCheckLine[]) : null;
}

/** A price review row of the order's history shows the lines as the review saw them. */
export function PriceReviewHistory({ entry }: { entry: AuditEntry }) {
  const t = useTranslations("purchaseOrder.priceCheck");
  const timeZone = useTimeZone() ?? defaultTimeZone;
  if (entry.action !== "priceReview") return null;
  const lines = reviewedLines(entry.detail);
  // each review's table is a region of its own, named by when the review ran
  const label = `${t("title")} · ${formatZoned(entry.at, timeZone)}`;
  return lines ? <div className="mt-1"><PriceCheckTable lines={lines} testId="history-price-check" label={label} /></div> : null;
}
