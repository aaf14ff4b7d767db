"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Check, X } from "lucide-react";
import { holdsUserName, passwordClasses, passwordPolicy } from "@/lib/contracts/base-data/user-form-values";
import type { FormFacts } from "@/components/common/schema-limits";
import type { userOps } from "@/lib/contracts/base-data/user";
import type { OpAddress } from "@/lib/contracts/kit/operation";
import { callOp } from "@/lib/client/request";
import { useContractForm } from "@/components/common/use-contract-form";
import { ConfirmAction } from "@/components/common/confirm-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";
import { cn } from "@/lib/utils";
import type { FieldErrors } from "@/lib/contracts/envelope";

const fields = ["oldPassword", "newPassword", "confirmPassword"] as const;
const loadSchema = async () => (await import("@/lib/contracts/base-data/user-forms")).updatePasswordInput;

/** The policy, rule by rule, ticked while the new password is typed (the service checks the same rules). */
function PolicyRules({ password, oldPassword, userName }: { password: string; oldPassword: string; userName: string }) {
  const t = useTranslations("password.rules");
  const rules: Array<[string, boolean]> = [
    ["minLength", password.length >= passwordPolicy.minLength],
    ["classes", passwordClasses(password) >= 3],
    ["userName", password.length > 0 && !holdsUserName(password, userName)],
    ["sameAsOld", password.length > 0 && password !== oldPassword],
  ];
  return (
    <ul className="grid gap-1 text-xs" aria-label={t("title")} data-testid="password-rules">
      {rules.map(([key, ok]) => (
        <li key={key} className={cn("flex items-center gap-1.5", ok ? "text-success" : "text-muted-foreground")}>
          {ok ? <Check className="size-3.5" aria-hidden="true" /> : <X className="size-3.5" aria-hidden="true" />}
          <span>{t(key, { min: passwordPolicy.minLength })}</span>
          <span className="sr-only">{ok ? t("met") : t("notMet")}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Old password, new password and confirmation; a confirmation step says the other sessions end. The page
 * hands it the operation's address and the fields' facts; the schema loads on first use.
 */
export function UpdatePasswordForm({ userNo, userName, op, facts }: {
  userNo: string;
  userName: string;
  op: OpAddress<typeof userOps.updatePassword>;
  facts: FormFacts;
}) {
  const t = useTranslations();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const form = useContractForm({ facts, load: loadSchema }, { oldPassword: "", newPassword: "", confirmPassword: "" }, {
    check: (input, tr): FieldErrors => (holdsUserName(input.newPassword, userName) ? { newPassword: [tr("validation.password.userName")] } : {}),
    onSubmit: (body) => callOp(op, { body }),
    successMessage: "password.success",
    onSuccess: () => {
      setConfirming(false);
      router.push("/dashboard");
      router.refresh();
    },
    onRefused: () => setConfirming(false),
  });

  const ask = async (e: React.FormEvent) => {
    e.preventDefault();
    if (await form.check()) setConfirming(true);
  };

  return (
    <form onSubmit={ask} onPointerEnter={form.warm} onFocus={form.warm} method="post" noValidate className="mt-4 space-y-4" data-testid="password-form">
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
      <PolicyRules password={form.values.newPassword} oldPassword={form.values.oldPassword} userName={userName} />
      <Button type="submit" disabled={form.pending}>
        {t("password.submit")}
      </Button>
      <ConfirmAction
        open={confirming}
        title={t("password.confirmTitle")}
        body={t("password.confirmBody")}
        action={t("password.submit")}
        busy={form.pending}
        onConfirm={() => form.submit()}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
