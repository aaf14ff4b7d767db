"use client";

import { useTranslations } from "next-intl";
import { subAccountInput, subAccountOps, type GrantableRole, type SubAccountDetail } from "@/lib/contracts/base-data/sub-account";
import { callOp } from "@/lib/client/request";
import { useOp } from "@/lib/client/use-resource";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";

type Values = { userName: string; name: string; mainUserNo: string; roleIds: number[] };
export type Created = { id: number; userNo: string; userName: string; temporaryPassword: string };

function RolePicker({ roles, value, onChange, error }: { roles: GrantableRole[] | null; value: number[]; onChange: (v: number[]) => void; error?: string }) {
  const t = useTranslations("subAccount");
  return (
    <fieldset className="grid gap-1.5" aria-invalid={!!error} aria-describedby={error ? "sub-account-roles-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">{t("fields.roles")} <span className="text-destructive">*</span></legend>
      {roles === null ? <Skeleton className="h-16" /> : roles.length === 0 ? <p className="text-sm text-muted-foreground">{t("noGrantableRoles")}</p> : (
        roles.map((r) => (
          <label key={r.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={value.includes(r.id)} data-testid={`role-${r.code}`}
              onChange={(e) => onChange(e.target.checked ? [...value, r.id] : value.filter((v) => v !== r.id))} />
            <span>{r.name}</span>
            <span className="text-xs text-muted-foreground">{t("rightsCount", { count: r.rightsCount })}</span>
          </label>
        ))
      )}
      <p className="text-xs text-muted-foreground">{t("rolesHint")}</p>
      {error && <p id="sub-account-roles-error" role="alert" className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}

/** Create (account == null) or edit a managed account. An admin names the main account a new sub-account joins. */
export function AccountDialog({ open, account, isAdmin, onClose, onSaved }: {
  open: boolean; account: SubAccountDetail | null; isAdmin: boolean; onClose: () => void; onSaved: (created: Created | null) => void;
}) {
  const t = useTranslations("subAccount");
  const { data: roles } = useOp(subAccountOps.grantable, open ? (undefined as never) : null);
  const initial: Values = { userName: account?.userName ?? "", name: account?.name ?? "", mainUserNo: "", roleIds: account?.roleIds ?? [] };
  const form = useContractForm(subAccountInput, initial, {
    toInput: (v) => ({ userName: v.userName, name: v.name, roleIds: v.roleIds, ...(isAdmin && !account ? { mainUserNo: v.mainUserNo } : {}) }),
    onSubmit: async (data) => {
      if (!account) return callOp(subAccountOps.create, { body: data });
      await callOp(subAccountOps.update, { params: { id: account.id }, body: { name: data.name, roleIds: data.roleIds } });
      return null;
    },
    successMessage: account ? "subAccount.saved" : "subAccount.created",
    onSuccess: (result, data) => onSaved(result ? { ...(result as Omit<Created, "userName">), userName: data.userName } : null),
  });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !form.pending && onClose()}>
      <DialogContent data-testid="sub-account-dialog">
        <DialogHeader><DialogTitle>{account ? t("editTitle", { name: account.name }) : t("new")}</DialogTitle></DialogHeader>
        <form onSubmit={form.submit} noValidate className="grid gap-3" id="sub-account-form">
          <FormField label={t("fields.userName")} error={form.errorOf("userName")} required>
            <Input {...form.field("userName")} readOnly={!!account} autoComplete="off" data-testid="sub-account-userName" />
          </FormField>
          <FormField label={t("fields.name")} error={form.errorOf("name")} required>
            <Input {...form.field("name")} data-testid="sub-account-name" />
          </FormField>
          {isAdmin && !account && (
            <FormField label={t("fields.mainUserNo")} error={form.errorOf("mainUserNo")} required>
              <Input {...form.field("mainUserNo")} />
            </FormField>
          )}
          <RolePicker roles={(roles as GrantableRole[] | null) ?? null} value={form.values.roleIds} onChange={(v) => form.set("roleIds", v)} error={form.errorOf("roleIds")} />
        </form>
        <DialogFooter>
          <Button variant="outline" type="button" onClick={onClose} disabled={form.pending}>{t("cancel")}</Button>
          <Button type="submit" form="sub-account-form" disabled={form.pending} data-testid="sub-account-save">{t("save")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
