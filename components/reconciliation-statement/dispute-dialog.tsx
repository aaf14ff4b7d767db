"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { disputeInput, reconciliationStatementOps as ops, type StatementDetail, type StatementLine } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import type { UploadedInvoiceFile } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { callOp } from "@/lib/client/request";
import { useContractForm } from "@/components/common/use-contract-form";
import { Textarea } from "@/components/common/textarea";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { DecimalInput } from "@/components/ui/decimal-input";
import { FilePick } from "./file-pick";

/** The supplier disputes one line: what is wrong, the amount it should be, evidence. */
export function DisputeDialog({ st, line, onClose, onDone }: { st: StatementDetail; line: StatementLine; onClose: () => void; onDone: () => void }) {
  const t = useTranslations();
  const [evidence, setEvidence] = useState<UploadedInvoiceFile | null>(null);
  const form = useContractForm(disputeInput, { reason: "", expectedAmount: "" }, {
    toInput: (v) => ({ reason: v.reason, expectedAmount: v.expectedAmount || undefined, evidenceId: evidence?.id }),
    onSubmit: (body) => callOp(ops.dispute, { params: { id: st.id, lineId: line.id }, body }),
    successMessage: "reconciliationStatement.done.dispute",
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  return (
    <Dialog open onOpenChange={(o) => !o && !form.pending && onClose()}>
      <DialogContent closeLabel={t("common.close")} data-testid="dispute-dialog">
        <form onSubmit={form.submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("reconciliationStatement.dispute.title", { seqno: line.seqno })}</DialogTitle>
            <DialogDescription>{`${line.sourceNumber ?? ""} · ${line.description} · ${line.amount}`}</DialogDescription>
          </DialogHeader>
          <FormField label={t("reconciliationStatement.dispute.reason")} error={form.errorOf("reason")} required>
            <Textarea {...form.field("reason")} autoFocus data-testid="dispute-reason" />
          </FormField>
          <FormField label={t("reconciliationStatement.dispute.expectedAmount")} error={form.errorOf("expectedAmount")}>
            <DecimalInput {...form.valueField("expectedAmount")} money />
          </FormField>
          <FormField label={t("reconciliationStatement.dispute.evidence")} error={form.errorOf("evidenceId")}>
            {(p) => <FilePick id={p.id} label={t("reconciliationStatement.dispute.evidenceLink")} file={evidence} onFile={setEvidence} invalid={p["aria-invalid"]} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={form.pending}>{t("common.cancel")}</Button>
            <Button type="submit" disabled={form.pending} data-testid="dispute-submit">{t("reconciliationStatement.dispute.submit")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
