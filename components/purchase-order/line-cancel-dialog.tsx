"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle,
} from "@/components/ui/alert-dialog";

/** Asks the buyer before cancelling a line it answers (line-answer.tsx loads it on first use). */
export default function LineCancelDialog({
  open, lineNo, reason, busy, onReason, onClose, onConfirm,
}: {
  open: boolean;
  lineNo: number | string;
  reason: string;
  busy: boolean;
  onReason: (reason: string) => void;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations();
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && !busy && onClose()}>
      <AlertDialogContent data-testid="answer-cancel-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t("purchaseOrder.answer.cancelTitle", { line: lineNo })}</AlertDialogTitle>
          <AlertDialogDescription>{t("purchaseOrder.answer.cancelConfirm")}</AlertDialogDescription>
        </AlertDialogHeader>
        <Input aria-label={t("purchaseOrder.answer.reason")} placeholder={t("purchaseOrder.answer.reason")} maxLength={500}
          value={reason} clearLabel={t("common.clear")} onChange={(e) => onReason(e.target.value)} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t("common.cancel")}</AlertDialogCancel>
          <Button variant="destructive" disabled={busy} onClick={onConfirm} data-testid="answer-cancel-submit">
            {t("purchaseOrder.answer.cancel")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
