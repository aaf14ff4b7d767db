"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { menuInput, menuRoleOps, type AdminMenu, type AdminRole } from "@/lib/contracts/base-data/menu-role";
import { callOp } from "@/lib/client/request";
import { useContractForm } from "@/components/common/use-contract-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
import { iconMaxBytes, uploadIcon } from "./icon-upload";
import { menuIconPath } from "@/lib/contracts/base-data/menu-role-values";

type Values = { parentId: string; title: string; identification: string; path: string; type: "catalog" | "leaf"; component: string; iconFileId: string; roles: string[] };

const initialOf = (m: AdminMenu | null, parentId: number): Values => ({
  parentId: String(m?.parentId ?? parentId), title: m?.title ?? "", identification: m?.identification ?? "", path: m?.path ?? "",
  type: m?.type ?? "leaf", component: m?.component ?? "", iconFileId: m?.iconFileId ?? "", roles: m?.roles ?? [],
});

/** Create (menu null) or edit a menu; the service answers every rule as a field error. */
export function MenuForm({ menu, terminal, menus, roles, parentId, onSaved }: {
  menu: AdminMenu | null; terminal: "pc" | "mobile"; menus: AdminMenu[]; roles: AdminRole[]; parentId: number; onSaved: (id: number) => void;
}) {
  const t = useTranslations("menuRole");
  const [uploading, setUploading] = useState(false);
  const f = useContractForm(menuInput, initialOf(menu, parentId), {
    toInput: (v) => ({ ...v, terminal, parentId: Number(v.parentId), component: v.component || undefined }),
    onSubmit: async (data) => {
      if (menu) {
        const { terminal: _omit, ...body } = data;
        void _omit;
        await callOp(menuRoleOps.updateMenu, { params: { id: menu.id }, body });
        return { id: menu.id };
      }
      return callOp(menuRoleOps.createMenu, { body: data });
    },
    onSuccess: (r) => onSaved((r as { id: number }).id),
    successMessage: "menuRole.saved",
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > iconMaxBytes) return f.setErrors({ ...f.errors, iconFileId: [t("iconTooLarge")] });
    setUploading(true);
    try {
      f.set("iconFileId", (await uploadIcon(file)).id);
      f.setErrors({ ...f.errors, iconFileId: [] });
    } catch {
      toast.dismiss();
      f.setErrors({ ...f.errors, iconFileId: [t("iconRefused")] });
    } finally {
      setUploading(false);
    }
  };
  const catalogs = menus.filter((m) => m.type === "catalog" && m.id !== menu?.id);
  return (
    <form onSubmit={f.submit} className="grid gap-3" noValidate aria-label={menu ? t("editMenu") : t("newMenu")}>
      <FormField label={t("fields.parent")} error={f.errorOf("parentId")} required>
        <select className="h-9 rounded border bg-background px-2 text-sm" value={f.values.parentId} onChange={(e) => f.set("parentId", e.target.value)}>
          <option value="0">{t("root")}</option>
          {catalogs.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
        </select>
      </FormField>
      <FormField label={t("fields.title")} error={f.errorOf("title")} required><Input {...f.field("title")} /></FormField>
      <FormField label={t("fields.identification")} error={f.errorOf("identification")} required><Input {...f.field("identification")} /></FormField>
      <FormField label={t("fields.path")} error={f.errorOf("path")} required><Input {...f.field("path")} /></FormField>
      <FormField label={t("fields.type")} error={f.errorOf("type")}>
        <select className="h-9 rounded border bg-background px-2 text-sm" value={f.values.type} onChange={(e) => f.set("type", e.target.value as Values["type"])}>
          <option value="leaf">{t("types.leaf")}</option>
          <option value="catalog">{t("types.catalog")}</option>
        </select>
      </FormField>
      <FormField label={t("fields.icon")} hint={t("iconHint")} error={f.errorOf("iconFileId")} required>
        <div className="flex items-center gap-2">
          {f.values.iconFileId && (
            // eslint-disable-next-line @next/next/no-img-element -- a 10 KB icon from the service, served with nosniff
            <img src={menuIconPath(f.values.iconFileId)} alt="" className="size-6 object-contain" />
          )}
          <input type="file" accept=".svg,.png,image/svg+xml,image/png" aria-label={t("fields.icon")} onChange={(e) => void pick(e.target.files?.[0])} disabled={uploading} className="text-sm" />
        </div>
      </FormField>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">{t("fields.roles")}</legend>
        <div className="flex flex-wrap gap-3">
          {roles.map((r) => (
            <label key={r.code} className="flex items-center gap-1 text-sm">
              <input type="checkbox" checked={f.values.roles.includes(r.code)}
                onChange={(e) => f.set("roles", e.target.checked ? [...f.values.roles, r.code] : f.values.roles.filter((x) => x !== r.code))} />
              {r.name}
            </label>
          ))}
        </div>
        {f.errorOf("roles") && <p className="text-sm text-destructive">{f.errorOf("roles")}</p>}
      </fieldset>
      <Button type="submit" disabled={f.pending || uploading}>{t("save")}</Button>
    </form>
  );
}
