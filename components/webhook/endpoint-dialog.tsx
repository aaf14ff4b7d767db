"use client";

import { useTranslations } from "next-intl";
import { notificationTypes, type NotificationType } from "@/lib/contracts/base-data/notification";
import { webhookInput, webhookOps, type WebhookEndpoint } from "@/lib/contracts/base-data/webhook";
import { callOp } from "@/lib/client/request";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Values = { url: string; eventTypes: NotificationType[]; enabled: boolean };

/** Register (endpoint == null) or edit an endpoint: its URL, the event types it hears of, and whether it is on. */
export function EndpointDialog({ open, endpoint, onClose, onSaved }: {
  open: boolean; endpoint: Pick<WebhookEndpoint, "id" | "url" | "eventTypes" | "enabled"> | null; onClose: () => void; onSaved: (secret: string | null) => void;
}) {
  const t = useTranslations("webhook");
  const te = useTranslations("enums");
  const initial: Values = { url: endpoint?.url ?? "https://", eventTypes: endpoint?.eventTypes ?? [], enabled: endpoint?.enabled ?? true };
  const form = useContractForm(webhookInput, initial, {
    onSubmit: async (data) => {
      if (!endpoint) return (await callOp(webhookOps.create, { body: data })).secret;
      await callOp(webhookOps.update, { params: { id: endpoint.id }, body: data });
      return null;
    },
    successMessage: endpoint ? "webhook.saved" : "webhook.created",
    onSuccess: (secret) => onSaved(typeof secret === "string" ? secret : null),
  });
  const typesError = form.errorOf("eventTypes");
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !form.pending && onClose()}>
      <DialogContent data-testid="webhook-dialog" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader><DialogTitle>{endpoint ? t("editTitle") : t("new")}</DialogTitle></DialogHeader>
        <form onSubmit={form.submit} noValidate className="grid gap-3" id="webhook-form">
          <FormField label={t("fields.url")} error={form.errorOf("url")} required>
            <Input {...form.field("url")} inputMode="url" autoComplete="off" data-testid="webhook-url" />
          </FormField>
          <fieldset className="grid gap-1.5" aria-invalid={!!typesError} aria-describedby={typesError ? "webhook-types-error" : undefined}>
            <legend className="mb-1 text-sm font-medium">{t("fields.eventTypes")} <span className="text-destructive">*</span></legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {notificationTypes.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={form.values.eventTypes.includes(type)} data-testid={`webhook-type-${type}`}
                    onChange={(e) => form.set("eventTypes", e.target.checked ? [...form.values.eventTypes, type] : form.values.eventTypes.filter((v) => v !== type))} />
                  <span>{te(`notificationType.${type}`)}</span>
                </label>
              ))}
            </div>
            {typesError && <p id="webhook-types-error" role="alert" className="text-sm text-destructive">{typesError}</p>}
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={form.values.enabled} onChange={(e) => form.set("enabled", e.target.checked)} data-testid="webhook-enabled" />
            <span>{t("fields.enabled")}</span>
          </label>
        </form>
        <DialogFooter>
          <Button variant="outline" type="button" onClick={onClose} disabled={form.pending}>{t("cancel")}</Button>
          <Button type="submit" form="webhook-form" disabled={form.pending} data-testid="webhook-save">{t("save")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
