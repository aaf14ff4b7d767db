"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { updatePasswordInput } from "@/lib/contracts/base-data/user";
import { toFieldErrors } from "@/lib/contracts/issues";
import type { FieldErrors } from "@/lib/contracts/envelope";
import { request, RequestError } from "@/lib/client/request";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";

const fields = ["oldPassword", "newPassword", "confirmPassword"] as const;
type Field = (typeof fields)[number];

export function UpdatePasswordForm({ userNo }: { userNo: string }) {
  const t = useTranslations();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, start] = useTransition();
  const router = useRouter();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = updatePasswordInput.safeParse(values);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error, t));
    setErrors({});
    start(async () => {
      try {
        await request("base-data", "user/updatePassword", { method: "POST", json: parsed.data });
        toast.success(t("password.success"));
        router.push("/dashboard");
        router.refresh();
      } catch (err) {
        if (err instanceof RequestError && err.fieldErrors) setErrors(err.fieldErrors);
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <input type="text" name="username" autoComplete="username" value={userNo} readOnly hidden />
      {fields.map((f) => (
        <FormField key={f} label={t(`password.${f}`)} error={errors[f]?.[0]} required>
          <Input
            type="password"
            name={f}
            autoComplete={f === "oldPassword" ? "current-password" : "new-password"}
            value={values[f]}
            clearLabel={t("common.clear")}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
          />
        </FormField>
      ))}
      <Button type="submit" disabled={pending}>
        {t("password.submit")}
      </Button>
    </form>
  );
}
