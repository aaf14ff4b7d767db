"use client";

import { useEffect, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { loginInput } from "@/lib/contracts/base-data/user";
import { toFieldErrors } from "@/lib/contracts/issues";
import type { Company } from "@/lib/contracts/base-data/user";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { login } from "@/lib/actions/session";
import { messageMs } from "@/lib/client/request";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

interface Props {
  companies: Company[];
  companiesError?: string;
  redirectTo: string;
  notice?: string;
}

export function LoginForm({ companies, companiesError, redirectTo, notice }: Props) {
  const t = useTranslations();
  const [values, setValues] = useState({ userName: "", password: "", companyId: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, start] = useTransition();

  useEffect(() => {
    if (notice) toast.error(notice, { duration: messageMs, id: "login-notice" });
    if (companiesError) toast.error(companiesError, { duration: messageMs });
  }, [notice, companiesError]);

  const input = () => {
    const company = companies.find((c) => String(c.companyid) === values.companyId);
    return { ...values, companyName: company?.accountname ?? "" };
  };
  const validate = (field?: keyof typeof values) => {
    const parsed = loginInput.safeParse(input());
    const all = parsed.success ? {} : toFieldErrors(parsed.error, t);
    setErrors((prev) => (field ? { ...prev, [field]: all[field] ?? [] } : all));
    return parsed.success;
  };
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!validate()) return;
    start(async () => {
      const res = await login(input());
      if (!res.ok) {
        if (res.fieldErrors) setErrors(res.fieldErrors);
        toast.error(res.message || "Error", { duration: messageMs });
        return;
      }
      window.location.assign(res.firstTimeLogin ? "/updatePassword" : redirectTo);
    });
  };

  const err = (f: string) => errors[f]?.[0];
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("login.title")}>
      <FormField label={t("login.userName")} error={err("userName")} required>
        <Input
          name="userName"
          autoComplete="username"
          autoFocus
          value={values.userName}
          clearLabel={t("common.clear")}
          onChange={(e) => set("userName")(e.target.value)}
          onBlur={() => validate("userName")}
        />
      </FormField>
      <FormField label={t("login.password")} error={err("password")} required>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          clearLabel={t("common.clear")}
          onChange={(e) => set("password")(e.target.value)}
          onBlur={() => validate("password")}
        />
      </FormField>
      <FormField label={t("login.company")} error={err("companyId")} required>
        {(p) => (
          <Select
            name="companyId"
            value={values.companyId}
            onValueChange={(v) => {
              set("companyId")(v);
              setErrors((prev) => ({ ...prev, companyId: [] }));
            }}
          >
            <SelectTrigger {...p} className="w-full" data-testid="company-select">
              <SelectValue placeholder={t("login.companyPlaceholder")} />
            </SelectTrigger>
            <SelectContent>
              {companies.map((c) => (
                <SelectItem key={c.companyid} value={String(c.companyid)}>
                  {c.accountname}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("login.submitting") : t("login.submit")}
      </Button>
    </form>
  );
}
