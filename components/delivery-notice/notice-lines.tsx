import { useTranslations } from "next-intl";
import type { DeliveryNoticeLine } from "@/lib/contracts/erp-purchase/delivery-notice";
import { noticeLineTable, type NoticeLineField } from "@/lib/contracts/erp-purchase/delivery-notice-columns";
import { renderValue } from "@/components/data-table/render-value";

const { columns, caption } = noticeLineTable;
const compactOmits: readonly NoticeLineField[] = ["sentQty", "remainQty", "locTypeName", "poLineNo"];
const isNumber = (f: NoticeLineField) => columns[f].kind === "decimal" || columns[f].kind === "int";
const cellOf = (compact: boolean) => `border-b border-border print:border-neutral-400 ${compact ? "px-1 py-1" : "px-2 py-1.5"}`;

/** A notice's lines, read-only (detail and print). */
export function NoticeLines({ lines, compact = false }: { lines: DeliveryNoticeLine[]; compact?: boolean }) {
  const t = useTranslations();
  const cell = cellOf(compact);
  const shown = compact ? noticeLineTable.fields.filter((f) => !compactOmits.includes(f)) : noticeLineTable.fields;
  return (
    <table className={`w-full ${compact ? "text-xs" : "text-[length:var(--control-text)]"}`} data-testid="notice-detail-lines">
      <thead className="bg-muted print:bg-transparent">
        <tr>
          {shown.map((f) => (
            <th key={f} scope="col" className={`${cell} font-medium ${compact ? "" : "whitespace-nowrap"} ${isNumber(f) ? "text-right" : "text-left"}`}>
              {t(caption(f))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.id} className="border-b border-border">
            {shown.map((f) => (
              <td key={f} className={`${cell} ${isNumber(f) ? "text-right tabular-nums whitespace-nowrap" : ""}`}>
                {renderValue(t, columns[f], l[f])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
