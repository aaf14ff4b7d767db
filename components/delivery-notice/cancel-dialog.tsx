"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { cancelNoticeInput, deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import { callOp } from "@/lib/client/request";
import {
  AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/common/textarea";
import { useContractForm } from "@/components/common/use-contract-form";

/** Confirms cancelling a notice (its lines' quantities go back to the PO lines), with an optional reason. */
export function CancelNoticeDialog({
  notice,
  onClose,
  onDone,
}: {
  notice: { id: number; noticeNo: string } | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations();
  const form = useContractForm(cancelNoticeInput, { reason: "" }, {
    onSubmit: (body) => callOp(deliveryNoticeOps.cancel, { params: { id: notice!.id }, body }),
    onSuccess: () => {
      toast.success(t("deliveryNotice.cancel.done", { noticeNo: notice!.noticeNo }));
      form.reset();
      onDone();
    },
  });
  return (
    <AlertDialog open={notice !== null} onOpenChange={(o) => !o && !form.pending && onClose()}>
      <AlertDialogContent data-testid="cancel-dialog">
        <form onSubmit={form.submit} noValidate className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{t("deliveryNotice.cancel.title", { noticeNo: notice?.noticeNo ?? "" })}</AlertDialogTitle>
            <AlertDialogDescription>{t("deliveryNotice.cancel.confirm")}</AlertDialogDescription>
          </AlertDialogHeader>
          <FormField label={t("deliveryNotice.cancel.reason")} error={form.errorOf("reason")}>
            <Textarea {...form.field("reason")} />
          </FormField>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={form.pending}>{t("common.cancel")}</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={form.pending} data-testid="cancel-submit">
              {t("deliveryNotice.cancel.submit")}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
