"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useToastTrail } from "@/lib/client/toast";
import { callOp, RequestError } from "@/lib/client/request";
import { decSub, isDecimal } from "@/lib/contracts/decimal";
import { deliveryNoteOps, type NoteDetail } from "@/lib/contracts/erp-production/delivery-note";
import { formatQuantity } from "@/lib/quantity-format";
import { RequireRights } from "@/components/rights/require-rights";
import { rights } from "@/lib/rights/codes";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DateInput } from "@/components/ui/date-input";
import { Button } from "@/components/ui/button";

/** The customer's receipt: who signed and when, per detail the signed quantity, the difference and its reason. */
export function ReceiptForm({ note, onSaved }: { note: NoteDetail; onSaved: () => void }) {
  const t = useTranslations("deliveryNote");
  const locale = useLocale();
  const [signedBy, setSignedBy] = useState(note.signedBy ?? "");
  const [signedAt, setSignedAt] = useState("");
  const [lines, setLines] = useState(() => Object.fromEntries(note.lines.map((l) => [l.id, { qty: l.signedQty ?? l.totalQty, reason: l.differenceReason ?? "" }])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const toasts = useToastTrail();
  const save = async () => {
    setBusy(true);
    try {
      await callOp(deliveryNoteOps.receipt, { params: { id: note.id }, body: { signedBy, signedAt, lines: note.lines.map((l) => ({ lineId: l.id, signedQty: lines[l.id]!.qty, differenceReason: lines[l.id]!.reason })) } });
      setErrors({});
      toasts.success(t("receiptSaved"));
      onSaved();
    } catch (err) {
      toasts.failed(err);
      if (err instanceof RequestError) setErrors(Object.fromEntries(Object.entries(err.fieldErrors ?? {}).map(([k, v]) => [k, v[0] ?? ""])));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3" data-testid="receipt-form">
      <div className="flex flex-wrap gap-3">
        <FormField label={t("signedBy")} required error={errors.signedBy} className="w-56"><Input value={signedBy} onChange={(e) => setSignedBy(e.target.value)} /></FormField>
        <FormField label={t("signedAt")} required error={errors.signedAt} className="w-56"><DateInput withTime value={signedAt} onValueChange={setSignedAt} /></FormField>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="text-left text-muted-foreground"><tr>
            {[t("line.orderNo"), t("line.productName"), t("line.totalQty"), t("signedQty"), t("difference"), t("differenceReason")].map((h) => <th key={h} className="px-2 py-1 font-medium">{h}</th>)}
          </tr></thead>
          <tbody>
            {note.lines.map((l, i) => {
              const v = lines[l.id]!;
              const diff = isDecimal(v.qty) ? decSub(v.qty, l.totalQty) : null;
              return (
                <tr key={l.id} className="border-t border-border align-top">
                  <td className="px-2 py-1 pt-2">{l.orderNo}</td>
                  <td className="px-2 py-1 pt-2">{l.productName}</td>
                  <td className="px-2 py-1 pt-2 tabular-nums">{formatQuantity(l.totalQty, locale)}</td>
                  <td className="w-32 px-2 py-1"><Input clearable={false} inputMode="decimal" aria-label={`${t("signedQty")} ${i + 1}`} value={v.qty} onChange={(e) => setLines((x) => ({ ...x, [l.id]: { ...v, qty: e.target.value.trim() } }))} /></td>
                  <td className="px-2 py-1 pt-2 tabular-nums">{diff === null ? "—" : formatQuantity(diff, locale)}</td>
                  <td className="px-2 py-1">
                    <Input clearable={false} aria-label={`${t("differenceReason")} ${i + 1}`} value={v.reason} onChange={(e) => setLines((x) => ({ ...x, [l.id]: { ...v, reason: e.target.value } }))} />
                    {errors[`lines.${i}.differenceReason`] && <p role="alert" className="mt-1 text-xs text-destructive">{errors[`lines.${i}.differenceReason`]}</p>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <RequireRights anyOf={[rights.deliveryReceipt.add]}>
        <Button className="justify-self-end" onClick={save} disabled={busy} data-testid="save-receipt">{t("recordReceipt")}</Button>
      </RequireRights>
    </div>
  );
}
