"use client";

import { useTranslations } from "next-intl";
import { receiptLineTable as table, type ReceiptLine } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { cn } from "@/lib/utils";
import { renderValue } from "@/components/data-table/render-value";
import { isNonZero } from "@/components/common/format";
import { ScrollRegion } from "@/components/common/scroll-region";

const diffClass = "bg-amber-100 font-semibold text-amber-900";
const differing = new Set<string>(["recqty", "noticeQty", "diffQty"]);
const isNumber = (f: (typeof table.fields)[number]) => table.columns[f].kind === "decimal" || table.columns[f].kind === "int";

/** Per line: received, passed, rejected, returns, spare and in-store; a difference against the notice is highlighted. */
export function ReceiptLines({ lines }: { lines: ReceiptLine[] }) {
  const t = useTranslations();
  return (
    <ScrollRegion label={t("common.lines")}>
      <table className="w-full text-[length:var(--control-text)]" data-testid="receipt-lines">
        <thead className="bg-muted">
          <tr>
            {table.fields.map((f) => (
              <th key={f} scope="col" className={cn("px-2 py-1.5 font-medium whitespace-nowrap text-muted-foreground", isNumber(f) ? "text-right" : "text-left")}>
                {t(table.caption(f))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const differs = isNonZero(l.diffQty);
            return (
              <tr key={l.id} className="border-t border-border" data-testid="receipt-line" data-difference={differs ? "yes" : "no"}>
                {table.fields.map((f) => (
                  <td key={f} className={cn("px-2 py-1.5 whitespace-nowrap", isNumber(f) && "text-right tabular-nums", differs && differing.has(f) && diffClass)}>
                    {f === "itemno" ? (
                      <>
                        <div className="font-medium">{l.itemno}</div>
                        <div className="text-xs text-muted-foreground">{[l.itemname, l.specs, l.packunit].filter(Boolean).join(" · ")}</div>
                      </>
                    ) : (
                      renderValue(t, table.columns[f], l[f])
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
