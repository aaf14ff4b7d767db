"use client";

import { useLocale, useTranslations } from "next-intl";
import { deliveryNoteOps } from "@/lib/contracts/erp-production/delivery-note";
import type { LookupLine } from "@/lib/contracts/erp-production/delivery-plan";
import { useOp } from "@/lib/client/use-resource";
import { formatQuantity } from "@/lib/number-format";
import { DecimalInput } from "@/components/ui/decimal-input";
import { Skeleton } from "@/components/ui/skeleton";
import { pickedTotal } from "./form-state";

/** Stock of the selected detail's product for the note's owner legal person, with the outbound quantity to take from each line. */
export function PickPanel({ line, owner, total, picks, onChange, error }: {
  line: LookupLine | null; owner: string; total: string | null; picks: Record<number, string>; onChange: (stockItemId: number, qty: string) => void; error?: string;
}) {
  const t = useTranslations("deliveryNote");
  const locale = useLocale();
  const { data: stock } = useOp(deliveryNoteOps.pickable, line ? undefined : null, { query: { productCode: line?.productCode ?? "", ownerLegalPerson: owner } });
  if (!line) return <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground" data-testid="pick-hint">{t("pickHint")}</p>;
  const q = (v: string) => formatQuantity(v, locale);
  return (
    <section aria-labelledby="pick-title" className="grid gap-2" data-testid="pick-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="pick-title" className="font-medium">{t("pickFor", { orderNo: line.orderNo, productCode: line.productCode })}</h3>
        <span className="text-sm text-muted-foreground" aria-live="polite">{t("pickedOf", { picked: q(pickedTotal(picks)), total: total ? q(total) : "—" })}</span>
      </div>
      {error && <p role="alert" className="text-sm text-destructive" data-testid="pick-error">{error}</p>}
      {!stock ? <Skeleton className="h-24 w-full" /> : stock.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noStock")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>{["productCode", "batchNo", "location", "project", "available", "qty"].map((h) => <th key={h} className="px-2 py-1 font-medium">{t(`line.${h}`)}</th>)}</tr>
            </thead>
            <tbody>
              {stock.map((s) => (
                <tr key={s.stockItemId} className="border-t border-border">
                  <td className="px-2 py-1">{s.productCode}</td>
                  <td className="px-2 py-1">{s.batchNo}</td>
                  <td className="px-2 py-1">{s.location} · {s.stockArea}</td>
                  <td className="px-2 py-1">{s.projectNo}</td>
                  <td className="px-2 py-1 tabular-nums">{q(s.available)}</td>
                  <td className="w-36 px-2 py-1">
                    <DecimalInput clearable={false} aria-label={`${t("line.qty")} ${s.batchNo}`} value={picks[s.stockItemId] ?? ""}
                      onValueChange={(v) => onChange(s.stockItemId, v)} data-testid={`pick-qty-${s.batchNo}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
