"use client";

import { useTranslations } from "next-intl";
import { menuRoleOps, roleInput, type AdminRole } from "@/lib/contracts/base-data/menu-role";
import { callOp } from "@/lib/client/request";
import { useContractForm } from "@/components/common/use-contract-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";

/** A role's number (fixed once made: menus refer to it), name, description and enabled flag. */
export function RoleForm({ role, onSaved }: { role: AdminRole | null; onSaved: (id: number) => void }) {
  const t = useTranslations("menuRole");
  const f = useContractForm(roleInput, { code: role?.code ?? "", name: role?.name ?? "", description: role?.description ?? "", enabled: role?.enabled ?? true }, {
    onSubmit: async (data) => {
      if (!role) return callOp(menuRoleOps.createRole, { body: data });
      await callOp(menuRoleOps.updateRole, { params: { id: role.id }, body: { name: data.name, description: data.description, enabled: data.enabled } });
      return { id: role.id };
    },
    onSuccess: (r) => onSaved((r as { id: number }).id),
    successMessage: "menuRole.saved",
  });
  return (
    <form onSubmit={f.submit} className="grid gap-3" noValidate aria-label={role ? t("editRole") : t("newRole")}>
      <FormField label={t("fields.roleCode")} error={f.errorOf("code")} required>
        <Input {...f.field("code")} readOnly={!!role} />
      </FormField>
      <FormField label={t("fields.roleName")} error={f.errorOf("name")} required><Input {...f.field("name")} /></FormField>
      <FormField label={t("fields.description")} error={f.errorOf("description")}><Input {...f.field("description")} /></FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={!!f.values.enabled} onChange={(e) => f.set("enabled", e.target.checked)} />
        {t("fields.enabled")}
      </label>
      <Button type="submit" disabled={f.pending}>{t("save")}</Button>
    </form>
  );
}
