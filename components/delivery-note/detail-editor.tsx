"use client";

import { useLocale, useTranslations } from "next-intl";
import type { LookupLine } from "@/lib/contracts/erp-production/delivery-plan";
import { formatQuantity } from "@/lib/number-format";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { lineQuantities, type LineDraft } from "./form-state";

/** The notice's lines for the chosen customer: include, packs, loose and spare; valuation and total follow; one line is picked at a time. */
export function DetailEditor({ lines, drafts, onDraft, picking, onPick, errors, errorIndex }: {
  lines: LookupLine[]; drafts: Record<number, LineDraft>; onDraft: (id: number, d: Partial<LineDraft>) => void;
  picking: number | null; onPick: (id: number) => void; errors: FieldErrors; errorIndex: (planLineId: number) => number;
}) {
  const t = useTranslations("deliveryNote");
  const locale = useLocale();
  const q = (v: string) => formatQuantity(v, locale);
  const err = (id: number, f: string) => { const i = errorIndex(id); return i < 0 ? undefined : errors[`lines.${i}.${f}`]?.[0]; };
  return (
    <div className="overflow-x-auto" data-testid="detail-editor">
      <table className="w-full min-w-[72rem] text-sm">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th className="px-2 py-1 font-medium">{t("select")}</th>
            {["orderNo", "customerOrder", "productCode", "productName", "orderQty", "unsentQty", "neededQty", "returnsQty", "spareUnsentQty", "perPackQty", "packs", "looseQty", "spareQty", "valuationQty", "totalQty"]
              .map((h) => <th key={h} className="px-2 py-1 font-medium">{t(`line.${h}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {lines.map((l, n) => {
            const d = drafts[l.planLineId] ?? { include: false, packs: "", loose: "", spare: "" };
            const qty = lineQuantities(l, d);
            const msgs = ["planLineId", "packs", "looseQty", "spareQty", "valuationQty", "totalQty"].map((f) => err(l.planLineId, f)).filter(Boolean);
            return (
              <tr key={l.planLineId} className={`border-t border-border align-top ${picking === l.planLineId ? "bg-primary/5" : ""}`} data-testid={`detail-${n + 1}`}>
                <td className="px-2 py-1">
                  <div className="flex items-center gap-2 pt-1.5">
                    <input type="checkbox" checked={d.include} aria-label={t("include", { line: n + 1 })} onChange={(e) => onDraft(l.planLineId, { include: e.target.checked })} />
                    <input type="radio" name="picking" checked={picking === l.planLineId} aria-label={t("selectLine", { line: n + 1 })} onChange={() => onPick(l.planLineId)} data-testid={`pick-line-${n + 1}`} />
                  </div>
                </td>
                <td className="px-2 py-1 pt-2">{l.orderNo}</td>
                <td className="px-2 py-1 pt-2">{l.customerPo}</td>
                <td className="px-2 py-1 pt-2">{l.productCode}</td>
                <td className="px-2 py-1 pt-2">{l.productName}</td>
                {[l.orderQty, l.unsentQty, l.neededQty, l.returnsQty, l.spareUnsentQty, l.perPackQty].map((v, i) => <td key={i} className="px-2 py-1 pt-2 tabular-nums">{q(v)}</td>)}
                {(["packs", "loose", "spare"] as const).map((f) => (
                  <td key={f} className="w-28 px-2 py-1">
                    {f === "packs"
                      ? <Input clearable={false} inputMode="numeric" aria-label={`${t("line.packs")} ${n + 1}`}
                          value={d[f]} onChange={(e) => onDraft(l.planLineId, { [f]: e.target.value.trim(), include: true })} data-testid={`line-${n + 1}-${f}`} />
                      : <DecimalInput clearable={false} aria-label={`${t(`line.${f === "loose" ? "looseQty" : "spareQty"}`)} ${n + 1}`}
                          value={d[f]} onValueChange={(v) => onDraft(l.planLineId, { [f]: v, include: true })} data-testid={`line-${n + 1}-${f}`} />}
                  </td>
                ))}
                <td className="px-2 py-1 pt-2 tabular-nums">{qty ? q(qty.valuation) : "—"}</td>
                <td className="px-2 py-1 pt-2 tabular-nums">
                  {qty ? q(qty.total) : "—"}
                  {msgs.map((m) => <p key={m} role="alert" className="mt-1 min-w-48 text-xs text-destructive">{m}</p>)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
