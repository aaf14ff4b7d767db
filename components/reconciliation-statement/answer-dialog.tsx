"use client";

import { useTranslations } from "next-intl";
import { disputeAnswerInput, reconciliationStatementOps as ops, type StatementDetail, type StatementLine } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { callOp } from "@/lib/client/request";
import { useContractForm } from "@/components/common/use-contract-form";
import { EnumSelect } from "@/components/common/enum-select";
import { Textarea } from "@/components/common/textarea";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { DecimalInput } from "@/components/ui/decimal-input";

/** Finance answers a line's dispute: accept with a credit/debit adjustment that references the line, or reject. */
export function AnswerDialog({ st, line, onClose, onDone }: { st: StatementDetail; line: StatementLine; onClose: () => void; onDone: () => void }) {
  const t = useTranslations();
  const form = useContractForm(disputeAnswerInput, { decision: "accepted" as "accepted" | "rejected", adjustment: "", reply: "" }, {
    toInput: (v) => ({ decision: v.decision, reply: v.reply, adjustment: v.decision === "accepted" ? v.adjustment : undefined }),
    onSubmit: (body) => callOp(ops.answer, { params: { id: st.id, lineId: line.id }, body }),
    successMessage: "reconciliationStatement.done.answer",
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  return (
    <Dialog open onOpenChange={(o) => !o && !form.pending && onClose()}>
      <DialogContent closeLabel={t("common.close")} data-testid="answer-dialog">
        <form onSubmit={form.submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("reconciliationStatement.dispute.answerTitle", { seqno: line.seqno })}</DialogTitle>
            <DialogDescription className="break-words">{t("reconciliationStatement.dispute.open", { reason: line.disputeReason ?? "" })}{line.disputeAmount ? ` (${line.disputeAmount})` : ""}</DialogDescription>
          </DialogHeader>
          <FormField label={t("reconciliationStatement.dispute.decision")} error={form.errorOf("decision")} required>
            {(p) => (
              <EnumSelect control={p} enumName="disputeDecision" values={["accepted", "rejected"]} value={form.values.decision}
                onChange={(v) => form.set("decision", v as "accepted" | "rejected")} testId="answer-decision" />
            )}
          </FormField>
          {form.values.decision === "accepted" && (
            <FormField label={t("reconciliationStatement.dispute.adjustment")} error={form.errorOf("adjustment")} required>
              <DecimalInput {...form.valueField("adjustment")} money data-testid="answer-adjustment" />
            </FormField>
          )}
          <FormField label={t("reconciliationStatement.dispute.reply")} error={form.errorOf("reply")} required>
            <Textarea {...form.field("reply")} data-testid="answer-reply" />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={form.pending}>{t("common.cancel")}</Button>
            <Button type="submit" disabled={form.pending} data-testid="answer-submit">{t("reconciliationStatement.dispute.submitAnswer")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
