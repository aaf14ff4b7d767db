"use client";

import { useTranslations } from "next-intl";
import { apiTokenInput, apiTokenOps } from "@/lib/contracts/base-data/api-token";
import { callOp } from "@/lib/client/request";
import { useOp } from "@/lib/client/use-resource";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DateInput } from "@/components/ui/date-input";
import { addBusinessDays } from "@/lib/business-time";
import { Skeleton } from "@/components/ui/skeleton";
import { groupByMenu } from "@/lib/rights/right-label";
import { useRightLabel } from "@/lib/rights/use-right-label";
import type { Shown } from "./token-shown-dialog";

type Values = { name: string; expiresOn: string; rights: string[] };


function RightsPicker({ held, value, onChange, error }: { held: string[] | null; value: string[]; onChange: (v: string[]) => void; error?: string }) {
  const t = useTranslations("apiToken");
  const tm = useTranslations("menu");
  const label = useRightLabel().right;
  return (
    <fieldset className="grid gap-2" aria-invalid={!!error} aria-describedby={`api-token-rights-hint${error ? " api-token-rights-error" : ""}`}>
      <legend className="mb-1 text-sm font-medium">{t("fields.rights")} <span className="text-destructive">*</span></legend>
      {held === null ? <Skeleton className="h-24" /> : held.length === 0 ? <p className="text-sm text-muted-foreground">{t("noRights")}</p> : (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Button type="button" size="sm" variant="outline" onClick={() => onChange([...held])}>{t("selectAll")}</Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => onChange([])}>{t("clearAll")}</Button>
            <span className="text-muted-foreground" aria-live="polite">{t("selectedCount", { count: value.length })}</span>
          </div>
          <div className="grid max-h-64 gap-2 overflow-auto rounded-md border border-border p-2">
            {groupByMenu(held).map((g) => (
              <fieldset key={g.menu ?? "other"} className="grid gap-1">
                <legend className="text-xs font-semibold text-muted-foreground">{g.menu ? tm(g.menu) : "—"}</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-1">
                  {g.codes.map((code) => (
                    <label key={code} className="flex min-h-8 items-center gap-2 text-sm">
                      <input type="checkbox" className="size-4" checked={value.includes(code)} aria-label={label(code)} data-testid={`api-token-right-${code}`}
                        onChange={(e) => onChange(e.target.checked ? [...value, code] : value.filter((c) => c !== code))} />
                      <span aria-hidden="true">{label(code).split(" · ")[1] ?? code}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </>
      )}
      <p id="api-token-rights-hint" className="text-xs text-muted-foreground">{t("rightsHint")}</p>
      {error && <p id="api-token-rights-error" role="alert" className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}

export interface CreateDialogProps { open: boolean; timeZone: string; onClose: () => void; onCreated: (shown: Shown) => void }

/** A new token: a name, its last day (in the company's zone) and some of the caller's own rights. Loaded on first use. */
export default function CreateDialog({ open, timeZone, onClose, onCreated }: CreateDialogProps) {
  const t = useTranslations("apiToken");
  const { data: grantable } = useOp(apiTokenOps.grantable, open ? (undefined as never) : null);
  const today = grantable?.today ?? "";
  const initial: Values = { name: "", expiresOn: "", rights: [] };
  const form = useContractForm(apiTokenInput, initial, {
    toInput: (v) => ({ ...v, expiresOn: v.expiresOn || (today ? addBusinessDays(today, 90) : "") }),
    onSubmit: (data) => callOp(apiTokenOps.create, { body: data }),
    successMessage: "apiToken.created",
    onSuccess: (result) => {
      const created = result as { token: string; row: { name: string } };
      form.reset();
      onCreated({ name: created.row.name, token: created.token });
    },
  });
  const expiresOn = form.values.expiresOn || (today ? addBusinessDays(today, 90) : "");
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !form.pending && onClose()}>
      <DialogContent data-testid="api-token-dialog" className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader><DialogTitle>{t("new")}</DialogTitle></DialogHeader>
        <form onSubmit={form.submit} noValidate className="grid gap-3" id="api-token-form">
          <FormField label={t("fields.name")} hint={t("nameHint")} error={form.errorOf("name")} required>
            <Input {...form.field("name")} autoComplete="off" data-testid="api-token-name" />
          </FormField>
          <FormField label={t("fields.expiresOn")} hint={grantable ? t("expiresHint", { zone: timeZone, max: grantable.maxExpiresOn }) : undefined} error={form.errorOf("expiresOn")} required>
            <DateInput {...form.valueField("expiresOn")} value={expiresOn} min={today || undefined} max={grantable?.maxExpiresOn} data-testid="api-token-expires" />
          </FormField>
          <RightsPicker held={grantable?.rights ?? null} value={form.values.rights} onChange={(v) => form.set("rights", v)} error={form.errorOf("rights")} />
        </form>
        <DialogFooter>
          <Button variant="outline" type="button" onClick={onClose} disabled={form.pending}>{t("cancel")}</Button>
          <Button type="submit" form="api-token-form" disabled={form.pending || !grantable} data-testid="api-token-create">{t("create")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
