"use client";

import { useLocale, useTranslations } from "next-intl";
import { deductionDisputeInput, type DeductionBillDetail } from "@/lib/contracts/erp-production/deduction-bill";
import { formatMoney } from "@/components/common/format";
import { RejectDialog } from "@/components/common/reject-dialog";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { AnswerDialog } from "./answer-dialog";

export type BillAsk = "confirm" | "dispute" | "answer";

export interface BillDialogsProps {
  ask: BillAsk | null;
  bill: DeductionBillDetail | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (b: DeductionBillDetail) => void;
  onDispute: (b: DeductionBillDetail, reason: string) => Promise<void> | void;
  onAnswered: (b: DeductionBillDetail) => void;
}

/** The sheet's questions: the supplier confirms (it will be deducted) or disputes with a reason, the buyer answers. */
export function BillDialogs({ ask, bill, busy, onClose, onConfirm, onDispute, onAnswered }: BillDialogsProps) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <>
      <AlertDialog open={ask === "confirm"} onOpenChange={(o) => !o && !busy && onClose()}>
        <AlertDialogContent data-testid="confirm-dialog">
          <AlertDialogHeader>
            <AlertDialogTitle>{t("deductionBill.confirm.title", { billNo: bill?.billNo ?? "" })}</AlertDialogTitle>
            <AlertDialogDescription>{t("deductionBill.confirm.body", { amount: formatMoney(bill?.amount ?? "0", locale), currency: bill?.currency ?? "" })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{t("common.cancel")}</AlertDialogCancel>
            <Button disabled={busy} data-testid="confirm-submit" onClick={() => bill && onConfirm(bill)}>
              {t("deductionBill.actions.confirm")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <RejectDialog key={ask === "dispute" ? "open" : "closed"} namespace="deductionBill" schema={deductionDisputeInput} labels={ask === "dispute" && bill ? [bill.billNo] : null} busy={busy}
        onCancel={onClose}
        onSubmit={(reason) => (bill ? onDispute(bill, reason) : undefined)} />
      <AnswerDialog bill={ask === "answer" ? bill : null} onClose={onClose} onDone={onAnswered} />
    </>
  );
}
