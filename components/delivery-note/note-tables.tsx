"use client";

import { useLocale, useTranslations } from "next-intl";
import type { NoteDetail } from "@/lib/contracts/erp-production/delivery-note";
import { formatQuantity } from "@/lib/number-format";

const lineFields = ["lineNo", "orderNo", "customerOrder", "projectNo", "customerPartNo", "productName", "category", "orderQty", "unsentQty",
  "neededQty", "perPackQty", "packs", "looseQty", "valuationQty", "spareQty", "spareUnsentQty", "returnsQty", "totalQty", "unit", "itemNo"] as const;
const pickFields = ["productCode", "batchNo", "location", "stockCount", "qty", "projectNo", "outboundReceiptNo"] as const;
const numeric = new Set<string>(["orderQty", "unsentQty", "neededQty", "perPackQty", "looseQty", "valuationQty", "spareQty", "spareUnsentQty", "returnsQty", "totalQty", "stockCount", "qty"]);

/** A note's detail lines and picks, on screen and on paper (`compact`). */
export function NoteTables({ note, compact = false }: { note: NoteDetail; compact?: boolean }) {
  const t = useTranslations("deliveryNote");
  const locale = useLocale();
  const cell = compact ? "border border-black px-1 py-0.5" : "border-t border-border px-2 py-1";
  const show = (f: string, v: unknown) => (numeric.has(f) ? formatQuantity(String(v), locale) : String(v ?? ""));
  const lineCaption = (f: string) => (f === "outboundReceiptNo" ? t("outboundReceiptNo") : t(`line.${f}`));
  const table = (fields: readonly string[], rows: Array<Record<string, unknown>>, testId: string) => (
    <div className={compact ? "" : "overflow-x-auto"}>
      <table className={`w-full text-left ${compact ? "text-[10px]" : "min-w-[60rem] text-sm"}`} data-testid={testId}>
        <thead><tr>{fields.map((f) => <th key={f} className={`${cell} font-medium`}>{lineCaption(f)}</th>)}</tr></thead>
        <tbody>
          {rows.map((r, i) => <tr key={i}>{fields.map((f) => <td key={f} className={`${cell} ${numeric.has(f) ? "text-right tabular-nums" : ""}`}>{show(f, r[f])}</td>)}</tr>)}
        </tbody>
      </table>
    </div>
  );
  return (
    <div className="grid gap-3">
      <h3 className={compact ? "text-xs font-semibold" : "font-medium"}>{t("details")}</h3>
      {table(lineFields, note.lines, "note-lines")}
      <h3 className={compact ? "text-xs font-semibold" : "font-medium"}>{t("picks")}</h3>
      {table(pickFields, note.picks.map((p) => ({ ...p, location: p.location })), "note-picks")}
    </div>
  );
}
