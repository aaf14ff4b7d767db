"use client";

import { useTranslations } from "next-intl";
import type { z } from "zod/mini";
import { useContractForm } from "@/components/common/use-contract-form";
import { Textarea } from "@/components/common/textarea";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";

type ReasonSchema = z.ZodMiniType<{ reason: string }, { reason: string }>;

/** A required reason, checked by the action's own schema, before a step that sends something back or ends it. */
export function ReasonDialog({ schema, label, title, description, submit, onClose, onSubmit }: {
  schema: ReasonSchema;
  label: string;
  title: string;
  description?: string;
  submit: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const t = useTranslations();
  const form = useContractForm(schema, { reason: "" }, { onSubmit: (d) => onSubmit(d.reason), onSuccess: onClose });
  return (
    <Dialog open onOpenChange={(o) => !o && !form.pending && onClose()}>
      <DialogContent closeLabel={t("common.close")} data-testid="reason-dialog">
        <form onSubmit={form.submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          <FormField label={label} error={form.errorOf("reason")} required>
            <Textarea {...form.field("reason")} autoFocus data-testid="reason-input" />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={form.pending}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={form.pending} data-testid="reason-submit">
              {submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
