"use client";

import { useTranslations } from "next-intl";
import type { z } from "zod/mini";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/common/textarea";

type ReasonSchema = z.ZodMiniType<{ reason: string }, { reason: string }>;

/** Asks for the (required) reason before rejecting one or more records; captions from `<namespace>.reject.*`. */
export function RejectDialog({
  namespace,
  schema,
  labels,
  busy,
  onCancel,
  onSubmit,
}: {
  namespace: string;
  schema: ReasonSchema;
  labels: string[] | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => Promise<void> | void;
}) {
  const t = useTranslations();
  const form = useContractForm(schema, { reason: "" }, { onSubmit: async (d) => onSubmit(d.reason) });
  const open = labels !== null;
  const close = () => {
    form.reset();
    onCancel();
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && close()}>
      <DialogContent closeLabel={t("common.close")} data-testid="reject-dialog">
        <form onSubmit={form.submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t(`${namespace}.reject.title`, { count: labels?.length ?? 0 })}</DialogTitle>
            <DialogDescription className="break-words">{labels?.join(", ")}</DialogDescription>
          </DialogHeader>
          <FormField label={t(`${namespace}.reject.reason`)} error={form.errorOf("reason")} required>
            <Textarea {...form.field("reason")} autoFocus />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={busy}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy} data-testid="reject-submit">
              {t(`${namespace}.reject.submit`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
