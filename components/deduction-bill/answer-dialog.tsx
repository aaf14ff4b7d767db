"use client";

import { useTranslations } from "next-intl";
import { deductionAnswerInput, deductionBillOps, type DeductionBillDetail } from "@/lib/contracts/erp-production/deduction-bill";
import { deductionDecisions } from "@/lib/contracts/erp-production/deduction-bill-values";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { EnumSelect } from "@/components/common/enum-select";
import { Textarea } from "@/components/common/textarea";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { DecimalInput } from "@/components/ui/decimal-input";

interface Values { decision: string; answer: string; amount: string }

/** The buyer answers a dispute: maintain, adjust (with the new amount) or withdraw, always with an answer. */
export function AnswerDialog({ bill, onClose, onDone }: { bill: DeductionBillDetail | null; onClose: () => void; onDone: (b: DeductionBillDetail) => void }) {
  const t = useTranslations();
  const form = useContractForm(deductionAnswerInput, { decision: "", answer: "", amount: "" } as Values, {
    toInput: (v) => ({ ...v, decision: v.decision as never }),
    onSubmit: (body) => callOp(deductionBillOps.answer, { params: { id: bill!.id }, body }),
    onSuccess: (result) => {
      const b = result as DeductionBillDetail;
      toast.success(t("deductionBill.answer.done", { billNo: b.billNo }));
      form.reset();
      onDone(b);
    },
    onRefused: () => onClose(),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Dialog open={bill !== null} onOpenChange={(o) => !o && !form.pending && close()}>
      <DialogContent closeLabel={t("common.close")} data-testid="answer-dialog">
        <form onSubmit={form.submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("deductionBill.answer.title", { billNo: bill?.billNo ?? "" })}</DialogTitle>
            <DialogDescription className="break-words">{bill?.disputeReason}</DialogDescription>
          </DialogHeader>
          <FormField label={t("deductionBill.answer.decision")} required error={form.errorOf("decision")}>
            {(c) => <EnumSelect control={c} enumName="deductionDecision" values={deductionDecisions} value={form.values.decision} onChange={(x) => form.set("decision", x)} testId="answer-decision" />}
          </FormField>
          {form.values.decision === "adjust" && (
            <FormField label={`${t("deductionBill.answer.amount")} (${bill?.currency ?? ""})`} required error={form.errorOf("amount")}>
              <DecimalInput {...form.valueField("amount")} money data-testid="answer-amount" />
            </FormField>
          )}
          <FormField label={t("deductionBill.answer.answer")} required error={form.errorOf("answer")}>
            <Textarea {...form.field("answer")} rows={3} data-testid="answer-text" />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={form.pending}>{t("common.cancel")}</Button>
            <Button type="submit" disabled={form.pending} data-testid="answer-submit">{t("deductionBill.answer.submit")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
