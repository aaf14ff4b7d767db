"use client";

import { useTranslations } from "next-intl";
import { columnKey, type ReceiptLine } from "@/lib/contracts/erp-purchase";
import { cn } from "@/lib/utils";
import { formatDecimal, isNonZero } from "@/components/common/format";

/** What the supplier looks for first (notice vs received, passed, rejected, returns, spare, in store), then the rest. */
const fields = [
  "seqno", "pono", "itemno", "noticeQty", "recqty", "diffQty", "passqty", "rejectqty", "returnqty", "focqty", "instoreqty",
  "poqty", "perpacknum", "packnum", "sannum", "inwgt", "location", "lotno", "iqcno",
] as const;
const numeric = new Set<string>(["poqty", "noticeQty", "perpacknum", "sannum", "recqty", "passqty", "rejectqty", "returnqty", "focqty", "instoreqty", "inwgt", "diffQty"]);
const diffClass = "bg-amber-100 font-semibold text-amber-900";

/** Per line: received, passed, rejected, returns, spare and in-store; a difference against the notice is highlighted. */
export function ReceiptLines({ lines }: { lines: ReceiptLine[] }) {
  const t = useTranslations();
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-[length:var(--control-text)]" data-testid="receipt-lines">
        <thead className="bg-muted">
          <tr>
            {fields.map((f) => (
              <th key={f} scope="col" className={cn("px-2 py-1.5 font-medium whitespace-nowrap text-muted-foreground", numeric.has(f) ? "text-right" : "text-left")}>
                {t(columnKey("receiptLine", f))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const differs = isNonZero(l.diffQty);
            return (
              <tr key={l.id} className="border-t border-border" data-testid="receipt-line" data-difference={differs ? "yes" : "no"}>
                {fields.map((f) => (
                  <td
                    key={f}
                    className={cn(
                      "px-2 py-1.5 whitespace-nowrap",
                      numeric.has(f) && "text-right tabular-nums",
                      differs && (f === "recqty" || f === "noticeQty" || f === "diffQty") && diffClass,
                    )}
                  >
                    {f === "itemno" ? (
                      <>
                        <div className="font-medium">{l.itemno}</div>
                        <div className="text-xs text-muted-foreground">{[l.itemname, l.specs, l.packunit].filter(Boolean).join(" · ")}</div>
                      </>
                    ) : numeric.has(f) ? (
                      formatDecimal(l[f] as string | null)
                    ) : (
                      String(l[f] ?? "")
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
