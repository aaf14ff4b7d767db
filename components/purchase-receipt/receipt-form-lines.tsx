"use client";

import { useTranslations } from "next-intl";
import { columnKey, decCmp, isDecimal, type DeliveryNoticeLine } from "@/lib/contracts/erp-purchase";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { cn } from "@/lib/utils";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { formatDecimal } from "@/components/common/format";

export const qtyFields = ["recqty", "passqty", "rejectqty", "returnqty", "focqty", "instoreqty", "inwgt"] as const;
export const textFields = ["location", "lotno", "iqcno"] as const;
export type LineField = (typeof qtyFields)[number] | (typeof textFields)[number];
export type ReceiptLineDraft = { include: boolean; line: DeliveryNoticeLine } & Record<LineField, string>;

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
  const head = "px-2 py-1.5 text-left font-medium whitespace-nowrap text-muted-foreground";
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-[length:var(--control-text)]" data-testid="receipt-form-lines">
        <thead className="bg-muted">
          <tr>
            <th className={head}>
              <span className="sr-only">{t("purchaseReceipt.form.include")}</span>
            </th>
            <th className={head}>{t(columnKey("noticeLine", "pono"))}</th>
            <th className={head}>{t(columnKey("noticeLine", "itemdesc"))}</th>
            <th className={`${head} text-right`}>{t(columnKey("receiptLine", "noticeQty"))}</th>
            {[...qtyFields, ...textFields].map((f) => (
              <th key={f} className={head}>{t(columnKey("receiptLine", f))}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((d, i) => {
            const at = lines.slice(0, i).filter((l) => l.include).length;
            const differs = isDecimal(d.recqty.trim()) && decCmp(d.recqty.trim(), d.line.thisQty) !== 0;
            return (
              <tr
                key={d.line.id}
                className={cn("border-t border-border align-top", !d.include && "opacity-50")}
                data-testid="receipt-form-line"
                data-difference={differs ? "yes" : "no"}
              >
                <td className="px-2 py-2">
                  <Checkbox checked={d.include} onCheckedChange={(v) => onChange(i, { include: v === true })}
                    aria-label={t("purchaseReceipt.form.includeLine", { line: `${d.line.pono}-${d.line.poLineNo}` })} />
                </td>
                <td className="px-2 py-1.5 whitespace-nowrap">{d.line.pono}-{d.line.poLineNo}</td>
                <td className="max-w-44 truncate px-2 py-1.5" title={d.line.itemdesc}>{d.line.itemdesc}</td>
                <td className={cn("px-2 py-1.5 text-right tabular-nums", differs && "bg-amber-100 font-semibold text-amber-900")}>
                  {formatDecimal(d.line.thisQty)}
                </td>
                {[...qtyFields, ...textFields].map((f) => {
                  const err = d.include ? errors[`lines.${at}.${f}`]?.[0] : undefined;
                  return (
                    <td key={f} className="px-2 py-1.5">
                      <Input
                        className={cn(textFields.includes(f as never) ? "w-28" : "w-24", f === "recqty" && differs && "border-amber-500 bg-amber-50")}
                        inputMode={textFields.includes(f as never) ? "text" : "decimal"}
                        clearable={false}
                        disabled={!d.include}
                        aria-label={`${d.line.pono}-${d.line.poLineNo} · ${t(columnKey("receiptLine", f))}`}
                        aria-invalid={err ? true : undefined}
                        value={d[f]}
                        onChange={(e) => onChange(i, { [f]: e.target.value })}
                      />
                      {err && <p role="alert" className="mt-1 max-w-36 text-xs whitespace-normal text-destructive">{err}</p>}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
