"use client";

import { useLocale, useTranslations } from "next-intl";
import { callOp } from "@/lib/client/request";
import { decSub, isDecimal } from "@/lib/contracts/decimal";
import { deliveryNoteOps, receiptInput, type NoteDetail } from "@/lib/contracts/erp-production/delivery-note";
import { formatQuantity } from "@/lib/number-format";
import { RequireRights } from "@/components/rights/require-rights";
import { rights } from "@/lib/rights/codes";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";
import { DateInput } from "@/components/ui/date-input";
import { Button } from "@/components/ui/button";
import { useContractForm } from "@/components/common/use-contract-form";
import { receiptCheck, receiptDraft, receiptInputOf, type ReceiptDraft } from "./form-state";

/** The customer's receipt: who signed and when, per detail the signed quantity, the difference and its reason. */
export function ReceiptForm({ note, onSaved }: { note: NoteDetail; onSaved: () => void }) {
  const t = useTranslations("deliveryNote");
  const locale = useLocale();
  const form = useContractForm<typeof receiptInput, ReceiptDraft>(receiptInput, receiptDraft(note), {
    toInput: receiptInputOf,
    check: (input, tr) => receiptCheck(note, input, tr),
    onSubmit: (body) => callOp(deliveryNoteOps.receipt, { params: { id: note.id }, body }),
    successMessage: "deliveryNote.receiptSaved",
    onSuccess: onSaved,
  });
  const { errorOf } = form;
  const setLine = (i: number, patch: Partial<ReceiptDraft["lines"][number]>) =>
    form.setValues((v) => ({ ...v, lines: v.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));
  const lineError = (i: number, f: string) => {
    const message = errorOf(`lines.${i}.${f}`);
    return message && <p role="alert" className="mt-1 text-xs text-destructive">{message}</p>;
  };
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-3" data-testid="receipt-form">
      <div className="flex flex-wrap gap-3">
        <FormField label={t("signedBy")} required error={errorOf("signedBy")} className="w-56"><Input value={form.values.signedBy} onChange={(e) => form.set("signedBy", e.target.value)} /></FormField>
        <FormField label={t("signedAt")} required error={errorOf("signedAt")} className="w-56"><DateInput withTime value={form.values.signedAt} onValueChange={(v) => form.set("signedAt", v)} /></FormField>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="text-left text-muted-foreground"><tr>
            {[t("line.orderNo"), t("line.productName"), t("line.totalQty"), t("signedQty"), t("difference"), t("differenceReason")].map((h) => <th key={h} className="px-2 py-1 font-medium">{h}</th>)}
          </tr></thead>
          <tbody>
            {note.lines.map((l, i) => {
              const v = form.values.lines[i]!;
              const diff = isDecimal(v.qty) ? decSub(v.qty, l.totalQty) : null;
              return (
                <tr key={l.id} className="border-t border-border align-top">
                  <td className="px-2 py-1 pt-2">{l.orderNo}</td>
                  <td className="px-2 py-1 pt-2">{l.productName}</td>
                  <td className="px-2 py-1 pt-2 tabular-nums">{formatQuantity(l.totalQty, locale)}</td>
                  <td className="w-32 px-2 py-1">
                    <DecimalInput clearable={false} aria-label={`${t("signedQty")} ${i + 1}`} aria-invalid={errorOf(`lines.${i}.signedQty`) ? true : undefined}
                      value={v.qty} onValueChange={(qty) => setLine(i, { qty })} />
                    {lineError(i, "signedQty")}
                  </td>
                  <td className="px-2 py-1 pt-2 tabular-nums">{diff === null ? "—" : formatQuantity(diff, locale)}</td>
                  <td className="px-2 py-1">
                    <Input clearable={false} aria-label={`${t("differenceReason")} ${i + 1}`} aria-invalid={errorOf(`lines.${i}.differenceReason`) ? true : undefined}
                      value={v.reason} onChange={(e) => setLine(i, { reason: e.target.value })} />
                    {lineError(i, "differenceReason")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <RequireRights anyOf={[rights.deliveryReceipt.add]}>
        <Button type="submit" className="justify-self-end" disabled={form.pending} data-testid="save-receipt">{t("recordReceipt")}</Button>
      </RequireRights>
    </form>
  );
}
