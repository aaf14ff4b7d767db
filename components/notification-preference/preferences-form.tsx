"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Lock } from "lucide-react";
import type { NotificationType } from "@/lib/contracts/base-data/notification";
import type { NotificationMode, PreferencesAnswer, notificationPreferenceOps } from "@/lib/contracts/base-data/notification-preference";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { callOp } from "@/lib/client/request";
import { useContractForm } from "@/components/common/use-contract-form";
import type { FormFacts } from "@/components/common/schema-limits";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

const modes: readonly NotificationMode[] = ["in_app", "email", "digest", "off"];
const loadSchema = async () => (await import("@/lib/contracts/base-data/notification-preference")).preferencesInput;

/**
 * The address mails go to, then one row per event type with its four modes as a radio group; a security
 * type's "off" is locked. The whole form is saved at once. E-mail and digest stay choosable when the server sends no mail (the page says so).
 */
export function PreferencesForm({ answer, save, facts }: {
  answer: PreferencesAnswer;
  save: OpAddress<typeof notificationPreferenceOps.save>;
  /** The address field's facts: the schema loads on first use. */
  facts: FormFacts;
}) {
  const t = useTranslations();
  const router = useRouter();
  const security = new Set(answer.preferences.filter((p) => p.security).map((p) => p.type));
  const form = useContractForm({ facts, load: loadSchema }, {
    email: answer.email, preferences: answer.preferences.map(({ type, mode }) => ({ type, mode })),
  }, {
    onSubmit: (body) => callOp(save, { body }),
    successMessage: "notificationPreference.saved",
    onSuccess: () => router.refresh(),
  });
  const choose = (type: NotificationType, mode: NotificationMode) =>
    form.set("preferences", form.values.preferences.map((p) => (p.type === type ? { ...p, mode } : p)));

  return (
    <form onSubmit={form.submit} onPointerEnter={form.warm} onFocus={form.warm} noValidate data-testid="notification-preferences">
      <div className="border-b border-border px-5 py-4">
        <FormField label={t("notificationPreference.emailLabel")} hint={t("notificationPreference.emailHint")} error={form.errorOf("email")} className="max-w-md">
          <Input {...form.field("email")} type="email" autoComplete="email" clearLabel={t("common.clear")} />
        </FormField>
      </div>
      <div className="hidden border-b border-border px-5 py-2 text-xs font-medium text-muted-foreground sm:grid sm:grid-cols-[minmax(12rem,1fr)_auto] sm:gap-4">
        <span>{t("notificationPreference.columns.type")}</span>
        <span>{t("notificationPreference.columns.mode")}</span>
      </div>
      <ul className="divide-y divide-border">
        {form.values.preferences.map((p) => {
          const locked = security.has(p.type);
          const label = t(`enums.notificationType.${p.type}`);
          return (
            <li key={p.type} className="grid gap-2 px-5 py-3 sm:grid-cols-[minmax(12rem,1fr)_auto] sm:items-center sm:gap-4" data-type={p.type}>
              <span className="flex items-center gap-1.5 text-sm font-medium">
                {label}
                {locked && <Lock aria-label={t("notificationPreference.security")} className="size-3.5 text-muted-foreground" />}
              </span>
              <fieldset className="flex flex-wrap gap-1.5">
                <legend className="sr-only">{label}</legend>
                {modes.map((mode) => {
                  const disabled = locked && mode === "off";
                  return (
                    <label key={mode} title={disabled ? t("notificationPreference.security") : undefined}
                      className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-border px-2.5 py-1 text-xs has-checked:border-primary has-checked:bg-primary/5 has-checked:text-primary has-disabled:cursor-not-allowed has-disabled:opacity-50">
                      <input type="radio" name={`mode-${p.type}`} value={mode} checked={p.mode === mode} disabled={disabled}
                        onChange={() => choose(p.type, mode)} className="size-3.5" />
                      {t(`notificationPreference.modes.${mode}`)}
                    </label>
                  );
                })}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end border-t border-border px-5 py-3">
        <Button type="submit" disabled={form.pending}>{t("common.save")}</Button>
      </div>
    </form>
  );
}
