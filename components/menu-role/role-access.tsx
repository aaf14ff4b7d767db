"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { menuRoleOps, type AdminMenu, type AdminRole } from "@/lib/contracts/base-data/menu-role";
import { callOp, RequestError } from "@/lib/client/request";
import { FormField } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/common/textarea";
import { treeOrder } from "./menu-tree";
import { RoleImport } from "./role-import";
import { useRightLabel } from "@/lib/rights/use-right-label";
import { useMenuTitle } from "./menu-tree";

const list = (text: string) => text.split(/[\s,，;；]+/).map((s) => s.trim()).filter(Boolean);

/** A role's rights (each leaf menu's operations) and its users and departments. */
export function RoleAccess({ role, menus, onSaved }: { role: AdminRole; menus: AdminMenu[]; onSaved: () => void }) {
  const t = useTranslations("menuRole");
  const { operation } = useRightLabel();
  const title = useMenuTitle();
  const [codes, setCodes] = useState<string[]>(role.rights);
  const [users, setUsers] = useState(role.users.map((u) => u.userNo).join("\n"));
  const [depts, setDepts] = useState(role.departments.join("\n"));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, start] = useTransition();
  const save = () =>
    start(async () => {
      try {
        await callOp(menuRoleOps.roleRights, { params: { id: role.id }, body: { codes } });
        await callOp(menuRoleOps.roleMembers, { params: { id: role.id }, body: { userNos: list(users), departments: list(depts) } });
        setErrors({});
        toast.success(t("saved"));
        onSaved();
      } catch (err) {
        if (err instanceof RequestError && err.fieldErrors) setErrors(err.fieldErrors);
      }
    });
  const leaves = treeOrder(menus).filter(({ menu }) => menu.operations.length);
  return (
    <section className="grid gap-3" aria-labelledby="rights-title">
      <h3 id="rights-title" className="text-sm font-semibold">{t("rights")}</h3>
      <div className="grid max-h-80 gap-1 overflow-auto rounded border p-2">
        {leaves.map(({ menu }) => (
          <fieldset key={menu.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <legend className="sr-only">{title(menu)}</legend>
            <span className="w-40 truncate font-medium" aria-hidden="true">{title(menu)}</span>
            {menu.operations.map((o) => (
              <label key={o.code} className="flex items-center gap-1">
                <input type="checkbox" checked={codes.includes(o.code)} aria-label={`${title(menu)} ${operation(o.op, o.name)}`}
                  onChange={(e) => setCodes(e.target.checked ? [...codes, o.code] : codes.filter((c) => c !== o.code))} />
                {operation(o.op, o.name)}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {errors.codes && <p className="text-sm text-destructive">{errors.codes[0]}</p>}
      <div className="flex justify-end"><RoleImport role={role} onImported={onSaved} /></div>
      <FormField label={t("fields.users")} hint={t("usersHint")} error={errors.userNos?.[0]}>
        <Textarea value={users} onChange={(e) => setUsers(e.target.value)} />
      </FormField>
      <FormField label={t("fields.departments")} error={errors.departments?.[0]}>
        <Textarea className="min-h-12" value={depts} onChange={(e) => setDepts(e.target.value)} />
      </FormField>
      <Button type="button" onClick={save} disabled={pending}>{t("saveAccess")}</Button>
    </section>
  );
}
