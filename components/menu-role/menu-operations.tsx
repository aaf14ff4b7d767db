"use client";

import { useTranslations } from "next-intl";
import { menuRoleOps, operationInput, type AdminMenu } from "@/lib/contracts/base-data/menu-role";
import { callOp } from "@/lib/client/request";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { useRightLabel } from "@/lib/rights/use-right-label";
import { useConfirmedAction } from "@/components/common/confirm-action";
import { useContractForm } from "@/components/common/use-contract-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";

/** The operations of a leaf menu: each one a rights code `<menu id>_<code>` roles can be given. */
export function MenuOperations({ menu, onChanged }: { menu: AdminMenu; onChanged: () => void }) {
  const t = useTranslations("menuRole");
  const tc = useTranslations("common");
  const { operation } = useRightLabel();
  const confirmed = useConfirmedAction(onChanged);
  const f = useContractForm(operationInput, { name: "", code: "" }, {
    onSubmit: (body) => callOp(menuRoleOps.addOperation, { params: { id: menu.id }, body }),
    onSuccess: () => {
      f.reset();
      onChanged();
    },
    successMessage: "menuRole.saved",
  });
  const remove = (o: AdminMenu["operations"][number]) => confirmed.ask({
    title: t("removeOperation"), body: t("removeOperationBody", { name: operation(o.op, o.name) }), action: tc("confirm"),
    run: () => callOp(menuRoleOps.removeOperation, { params: { id: menu.id, op: o.op } }),
  });
  return (
    <section className="grid gap-2" aria-labelledby="ops-title">
      {confirmed.dialog}
      <h3 id="ops-title" className="text-sm font-semibold">{t("operations")}</h3>
      {menu.operations.length ? (
        <ul className="grid gap-1 text-sm">
          {menu.operations.map((o) => (
            <li key={o.code} className="flex items-center justify-between gap-2 rounded border px-2 py-1">
              <span>{operation(o.op, o.name)} <code className="text-xs text-muted-foreground">{o.code}</code></span>
              <RequireRights anyOf={[rights.menuRole.delete]}><Button size="sm" variant="ghost" onClick={() => remove(o)}>{t("remove")}</Button></RequireRights>
            </li>
          ))}
        </ul>
      ) : <p className="text-sm text-muted-foreground">{t("noOperations")}</p>}
      {menu.type === "leaf" && (
        <form onSubmit={f.submit} className="flex flex-wrap items-end gap-2" noValidate>
          <FormField label={t("fields.operationName")} error={f.errorOf("name")} required><Input {...f.field("name")} /></FormField>
          <FormField label={t("fields.operationCode")} error={f.errorOf("code")} required><Input {...f.field("code")} /></FormField>
          <RequireRights anyOf={[rights.menuRole.add, rights.menuRole.edit]}><Button type="submit" disabled={f.pending}>{t("addOperation")}</Button></RequireRights>
        </form>
      )}
    </section>
  );
}
