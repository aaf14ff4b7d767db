"use client";

import { useTranslations } from "next-intl";
import { columnKey, type DeliveryNoticeLine } from "@/lib/contracts/erp-purchase";
import { formatDecimal } from "@/components/common/format";

const fields = ["lineNo", "pono", "poLineNo", "locTypeName", "itemno", "itemdesc", "specs", "packunit", "payqty", "sentQty", "remainQty", "thisQty", "perPack", "packs", "loose", "valuation"] as const;
const numeric = new Set<string>(["payqty", "sentQty", "remainQty", "thisQty", "perPack", "packs", "loose", "valuation"]);

/** A notice's lines, read-only (detail and print). */
export function NoticeLines({ lines, compact = false }: { lines: DeliveryNoticeLine[]; compact?: boolean }) {
  const t = useTranslations();
  const shown = compact ? fields.filter((f) => !["sentQty", "remainQty", "locTypeName", "poLineNo"].includes(f)) : fields;
  return (
    <table className="w-full text-[length:var(--control-text)]" data-testid="notice-detail-lines">
      <thead className="bg-muted print:bg-transparent">
        <tr>
          {shown.map((f) => (
            <th key={f} scope="col" className={`border-b border-border print:border-neutral-400 px-2 py-1.5 font-medium whitespace-nowrap ${numeric.has(f) ? "text-right" : "text-left"}`}>
              {t(columnKey("noticeLine", f))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.id} className="border-b border-border">
            {shown.map((f) => (
              <td key={f} className={`border-b border-border print:border-neutral-400 px-2 py-1.5 ${numeric.has(f) ? "text-right tabular-nums whitespace-nowrap" : ""}`}>
                {numeric.has(f) && f !== "packs" ? formatDecimal(l[f] as string) : String(l[f])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
