"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { batchRejectInput } from "@/lib/contracts/erp-purchase";
import { toFieldErrors } from "@/lib/contracts/issues";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/common/textarea";

const reasonSchema = batchRejectInput.pick({ reason: true });

/** Asks for the (required) reason before rejecting one or more orders. */
export function RejectDialog({
  labels,
  busy,
  onCancel,
  onSubmit,
}: {
  labels: string[] | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const t = useTranslations();
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const open = labels !== null;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = reasonSchema.safeParse({ reason });
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error, t));
    setErrors({});
    onSubmit(parsed.data.reason);
  };
  const close = () => {
    setReason("");
    setErrors({});
    onCancel();
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && close()}>
      <DialogContent closeLabel={t("common.close")} data-testid="reject-dialog">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("purchaseOrder.reject.title", { count: labels?.length ?? 0 })}</DialogTitle>
            <DialogDescription className="break-words">{labels?.join(", ")}</DialogDescription>
          </DialogHeader>
          <FormField label={t("purchaseOrder.reject.reason")} error={errors.reason?.[0]} required>
            <Textarea name="reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} autoFocus />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={busy}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy} data-testid="reject-submit">
              {t("purchaseOrder.reject.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
