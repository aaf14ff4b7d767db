"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { cancelInput, purchasePaths } from "@/lib/contracts/erp-purchase";
import { toFieldErrors } from "@/lib/contracts/issues";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { request } from "@/lib/client/request";
import {
  AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/common/textarea";

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
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!notice) return;
    const parsed = cancelInput.safeParse({ reason });
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error, t));
    setBusy(true);
    try {
      await request("erp-purchase", purchasePaths.noticeCancel(notice.id), { method: "POST", json: parsed.data });
      toast.success(t("deliveryNotice.cancel.done", { noticeNo: notice.noticeNo }));
      setReason("");
      onDone();
    } catch {
      // request() has shown the message
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog open={notice !== null} onOpenChange={(o) => !o && !busy && onClose()}>
      <AlertDialogContent data-testid="cancel-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t("deliveryNotice.cancel.title", { noticeNo: notice?.noticeNo ?? "" })}</AlertDialogTitle>
          <AlertDialogDescription>{t("deliveryNotice.cancel.confirm")}</AlertDialogDescription>
        </AlertDialogHeader>
        <FormField label={t("deliveryNotice.cancel.reason")} error={errors.reason?.[0]}>
          <Textarea maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t("common.cancel")}</AlertDialogCancel>
          <Button variant="destructive" disabled={busy} onClick={submit} data-testid="cancel-submit">
            {t("deliveryNotice.cancel.submit")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
