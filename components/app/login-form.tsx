"use client";

import { useActionState, useEffect } from "react";
import { useLocale, useTranslations } from "next-intl";
import { messageMs, toast } from "@/lib/client/toast";
import type { Company } from "@/lib/contracts/base-data/user";
import { loginAction, type LoginState } from "@/lib/actions/session";
import { translateIssueKeys } from "@/lib/contracts/issues";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Input, inputClassName } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";

interface Props {
  companies: Company[];
  companiesError?: string;
  redirectTo: string;
  notice?: string;
  /** The company of this browser's last login, preselected. */
  lastCompany?: string;
}

/**
 * The login form posts to a server action: it works before hydration and without JavaScript, and a
 * credential never lands in a URL. With JavaScript the answer comes back without a reload.
 */
export function LoginForm({ companies, companiesError, redirectTo, notice, lastCompany }: Props) {
  const t = useTranslations();
  const [state, action, pending] = useActionState<LoginState, FormData>(loginAction, {});

  useEffect(() => {
    if (notice) toast.error(notice, { duration: messageMs, id: "login-notice" });
    if (companiesError) toast.error(companiesError, { duration: messageMs });
  }, [notice, companiesError]);
  useEffect(() => {
    if (state.message) toast.error(state.message, { duration: messageMs, id: "login-failed" });
  }, [state.message, state.at]);
  // The service's answer came in the old language: it goes when the language changes.
  const locale = useLocale();
  useEffect(() => () => toast.dismiss("login-failed"), [locale]);

  const fieldErrors = state.issues ? translateIssueKeys(state.issues, t, locale) : state.fieldErrors;
  const err = (f: string) => fieldErrors?.[f]?.[0];
  return (
    <form action={action} method="post" noValidate className="space-y-4" aria-label={t("login.title")} data-testid="login-form">
      <input type="hidden" name="redirect" value={redirectTo} />
      <FormField label={t("login.userName")} error={err("userName")} required>
        <Input
          key={`u${state.at ?? 0}`}
          name="userName"
          autoComplete="username"
          autoFocus
          defaultValue={state.userName ?? ""}
          clearLabel={t("common.clear")}
        />
      </FormField>
      <FormField label={t("login.password")} error={err("password")} required>
        <Input name="password" type="password" autoComplete="current-password" clearLabel={t("common.clear")} />
      </FormField>
      <FormField label={t("login.company")} error={err("companyId")} required>
        <select
          key={`c${state.at ?? 0}`}
          name="companyId"
          defaultValue={state.companyId ?? lastCompany ?? ""}
          className={cn(inputClassName, "w-full")}
          data-testid="company-select"
        >
          <option value="" disabled>
            {t("login.companyPlaceholder")}
          </option>
          {companies.map((c) => (
            <option key={c.companyid} value={String(c.companyid)}>
              {c.accountname}
            </option>
          ))}
        </select>
      </FormField>
      {notice && !state.message && (
        <noscript>
          <p role="alert" className="text-sm text-destructive" data-testid="login-notice">
            {notice}
          </p>
        </noscript>
      )}
      {state.message && (
        <noscript>
          <p role="alert" className="text-sm text-destructive">
            {state.message}
          </p>
        </noscript>
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("login.submitting") : t("login.submit")}
      </Button>
    </form>
  );
}
