"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { updatePasswordInput, userOps } from "@/lib/contracts/base-data/user";
import { callOp } from "@/lib/client/request";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";

const fields = ["oldPassword", "newPassword", "confirmPassword"] as const;

export function UpdatePasswordForm({ userNo }: { userNo: string }) {
  const t = useTranslations();
  const router = useRouter();
  const form = useContractForm(updatePasswordInput, { oldPassword: "", newPassword: "", confirmPassword: "" }, {
    onSubmit: (body) => callOp(userOps.updatePassword, { body }),
    successMessage: "password.success",
    onSuccess: () => {
      router.push("/dashboard");
      router.refresh();
    },
  });

  return (
    <form onSubmit={form.submit} method="post" noValidate className="mt-4 space-y-4" data-testid="password-form">
      <input type="text" name="username" autoComplete="username" value={userNo} readOnly hidden />
      {fields.map((f) => (
        <FormField key={f} label={t(`password.${f}`)} error={form.errorOf(f)} required>
          <Input
            type="password"
            autoComplete={f === "oldPassword" ? "current-password" : "new-password"}
            clearLabel={t("common.clear")}
            {...form.field(f)}
          />
        </FormField>
      ))}
      <Button type="submit" disabled={form.pending}>
        {t("password.submit")}
      </Button>
    </form>
  );
}
