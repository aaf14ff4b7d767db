"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import { deductionBillOps, deductionIssueInput, type DeductionBillDetail, type DeductionEvidence } from "@/lib/contracts/erp-production/deduction-bill";
import { deductionReasons } from "@/lib/contracts/erp-production/deduction-bill-values";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { EnumSelect } from "@/components/common/enum-select";
import { Textarea } from "@/components/common/textarea";
import { useBusinessToday } from "@/components/common/use-business-today";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { DecimalInput } from "@/components/ui/decimal-input";
import { DateInput } from "@/components/ui/date-input";
import { EvidenceField } from "./evidence-field";
import { OrderPicker } from "./order-picker";

interface Values { processingOrderId: number | null; billDate: string; reasonCategory: string; quantity: string; amount: string; description: string }

/** The buyer issues a deduction bill: linked order, date, reason, quantity, amount, description, evidence. */
export function IssueDialog({ open, onClose, onIssued }: { open: boolean; onClose: () => void; onIssued: (b: DeductionBillDetail) => void }) {
  const t = useTranslations();
  const today = useBusinessToday();
  const [evidence, setEvidence] = useState<DeductionEvidence[]>([]);
  const initial: Values = { processingOrderId: null, billDate: today, reasonCategory: "", quantity: "", amount: "", description: "" };
  const form = useContractForm(deductionIssueInput, initial, {
    toInput: (v) => ({ ...v, processingOrderId: v.processingOrderId ?? 0, reasonCategory: v.reasonCategory as never, evidenceIds: evidence.map((e) => e.id) }),
    onSubmit: (body) => callOp(deductionBillOps.issue, { body }),
    onSuccess: (result) => {
      const b = result as DeductionBillDetail;
      toast.success(t("deductionBill.issue.done", { billNo: b.billNo }));
      close();
      onIssued(b);
    },
  });
  const close = () => {
    form.reset();
    setEvidence([]);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !form.pending && close()}>
      <DialogContent closeLabel={t("common.close")} data-testid="issue-dialog" className="sm:max-w-2xl">
        <form onSubmit={form.submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("deductionBill.issue.title")}</DialogTitle>
            <DialogDescription>{t("deductionBill.issue.description")}</DialogDescription>
          </DialogHeader>
          <FormField label={t("deductionBill.issue.order")} required error={form.errorOf("processingOrderId")}>
            {(c) => <OrderPicker control={c} value={form.values.processingOrderId} onChange={(id) => form.set("processingOrderId", id)} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("deductionBill.columns.billDate")} required error={form.errorOf("billDate")}>
              <DateInput name="billDate" value={form.values.billDate} onValueChange={(v) => form.set("billDate", v)} max={today} data-testid="issue-date" />
            </FormField>
            <FormField label={t("deductionBill.columns.reasonCategory")} required error={form.errorOf("reasonCategory")}>
              {(c) => <EnumSelect control={c} enumName="deductionReason" values={deductionReasons} value={form.values.reasonCategory} onChange={(x) => form.set("reasonCategory", x)} testId="issue-reason" />}
            </FormField>
            <FormField label={t("deductionBill.columns.quantity")} error={form.errorOf("quantity")}>
              <DecimalInput {...form.valueField("quantity")} data-testid="issue-quantity" />
            </FormField>
            <FormField label={`${t("deductionBill.columns.amount")} (CNY)`} required error={form.errorOf("amount")}>
              <DecimalInput {...form.valueField("amount")} money data-testid="issue-amount" />
            </FormField>
          </div>
          <FormField label={t("deductionBill.columns.description")} required error={form.errorOf("description")}>
            <Textarea {...form.field("description")} rows={3} data-testid="issue-description" />
          </FormField>
          <FormField label={t("deductionBill.detail.evidence")} error={form.errorOf("evidenceIds")}>
            {() => <EvidenceField files={evidence} onChange={setEvidence} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={form.pending}>{t("common.cancel")}</Button>
            <Button type="submit" disabled={form.pending} aria-busy={form.pending} data-testid="issue-submit">
              {form.pending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {t("deductionBill.issue.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
