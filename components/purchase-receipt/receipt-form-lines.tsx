"use client";

import { useLocale, useTranslations } from "next-intl";
import { decCmp, isDecimal } from "@/lib/contracts/decimal";
import type { DeliveryNoticeLine } from "@/lib/contracts/erp-purchase/delivery-notice";
import { receiptLineInput, receiptLineTable as table, type ReceiptLineInput } from "@/lib/contracts/erp-purchase/purchase-receipt";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { cn } from "@/lib/utils";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";
import { formatDecimal } from "@/components/common/format";
import { maxLengthOf } from "@/components/common/schema-limits";
import { ScrollRegion } from "@/components/common/scroll-region";

type LineField = Exclude<keyof ReceiptLineInput, "noticeLineId">;
/** What a receipt line takes, in the contract's order; quantities are the line columns declared decimal. */
const inputFields = Object.keys(receiptLineInput.shape).filter((f) => f !== "noticeLineId") as LineField[];
const isQty = (f: LineField) => table.columns[f].kind === "decimal";
export type ReceiptLineDraft = { include: boolean; line: DeliveryNoticeLine } & Record<LineField, string>;

/** The included drafts as the body's lines: quantities trimmed, an empty weight left out. */
export const bodyLines = (drafts: ReceiptLineDraft[]): ReceiptLineInput[] =>
  drafts
    .filter((d) => d.include)
    .map((d) => ({
      noticeLineId: d.line.id,
      ...Object.fromEntries(inputFields.map((f) => [f, !isQty(f) ? d[f] : f === "inwgt" && !d[f].trim() ? undefined : d[f].trim()])),
    }) as ReceiptLineInput);

/** What was received per notice line; a received quantity that differs from the notice is highlighted. */
export function ReceiptFormLines({
  lines,
  errors,
  onChange,
}: {
  lines: ReceiptLineDraft[];
  errors: FieldErrors;
  onChange: (i: number, patch: Partial<ReceiptLineDraft>) => void;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const head = "px-2 py-1.5 text-left font-medium whitespace-nowrap text-muted-foreground";
  return (
    <ScrollRegion label={t("common.lines")}>
      <table className="w-full text-[length:var(--control-text)]" data-testid="receipt-form-lines">
        <thead className="bg-muted">
          <tr>
            <th className={head}>
              <span className="sr-only">{t("purchaseReceipt.form.include")}</span>
            </th>
            <th className={head}>{t(table.caption("pono"))}</th>
            <th className={head}>{t(table.caption("itemname"))}</th>
            <th className={`${head} text-right`}>{t(table.caption("noticeQty"))}</th>
            {inputFields.map((f) => (
              <th key={f} className={head}>{t(table.caption(f))}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((d, i) => {
            const at = lines.slice(0, i).filter((l) => l.include).length;
            const differs = isDecimal(d.recqty.trim()) && decCmp(d.recqty.trim(), d.line.thisQty) !== 0;
            const name = `${d.line.pono}-${d.line.poLineNo}`;
            return (
              <tr
                key={d.line.id}
                className={cn("border-t border-border align-top", !d.include && "opacity-50")}
                data-testid="receipt-form-line"
                data-difference={differs ? "yes" : "no"}
              >
                <td className="px-2 py-2">
                  <Checkbox checked={d.include} onCheckedChange={(v) => onChange(i, { include: v === true })}
                    aria-label={t("purchaseReceipt.form.includeLine", { line: name })} />
                </td>
                <td className="px-2 py-1.5 whitespace-nowrap">{name}</td>
                <td className="max-w-44 truncate px-2 py-1.5" title={d.line.itemdesc}>{d.line.itemdesc}</td>
                <td className={cn("px-2 py-1.5 text-right tabular-nums", differs && "bg-amber-100 font-semibold text-amber-900")}>
                  {formatDecimal(d.line.thisQty, locale)}
                </td>
                {inputFields.map((f) => {
                  const err = d.include ? errors[`lines.${at}.${f}`]?.[0] : undefined;
                  return (
                    <td key={f} className="px-2 py-1.5">
                      {isQty(f) ? (
                        <DecimalInput className={cn("w-24", f === "recqty" && differs && "border-amber-500 bg-amber-50")} clearable={false} disabled={!d.include}
                          aria-label={`${name} · ${t(table.caption(f))}`} aria-invalid={err ? true : undefined} value={d[f]} onValueChange={(v) => onChange(i, { [f]: v })} />
                      ) : (
                        <Input className="w-28" maxLength={maxLengthOf(receiptLineInput, f)} clearable={false} disabled={!d.include}
                          aria-label={`${name} · ${t(table.caption(f))}`} aria-invalid={err ? true : undefined} value={d[f]} onChange={(e) => onChange(i, { [f]: e.target.value })} />
                      )}
                      {err && <p role="alert" className="mt-1 max-w-36 text-xs whitespace-normal text-destructive">{err}</p>}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
