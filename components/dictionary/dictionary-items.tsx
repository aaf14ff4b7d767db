"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ArrowDown, ArrowUp, Pencil } from "lucide-react";
import type { AdminDictionaryItem, AdminDictionaryType } from "@/lib/contracts/base-data/dictionary-admin";
import { labelIn } from "@/lib/contracts/base-data/dictionary-admin-values";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { useOp } from "@/lib/client/use-resource";
import { rights } from "@/lib/rights/codes";
import { RequireRights } from "@/components/rights/require-rights";
import { ConfirmAction } from "@/components/common/confirm-action";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import type { DictionaryAdminOps } from "./dictionary-admin";
import { AddSection, EditItemDialog, NewItemForm, warmForms } from "./lazy-forms";

/** The codes of one list: order, labels, enabled (asked first), an edit dialog with the code's history, and a form to add one. */
export function DictionaryItems({ type, ops }: { type: AdminDictionaryType; ops: DictionaryAdminOps }) {
  const t = useTranslations("dictionary.admin");
  const locale = useLocale();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const { data, loading } = useOp(ops.items, { id: type.id }, { version });
  const items = (data as AdminDictionaryItem[] | null) ?? [];
  const [asking, setAsking] = useState<AdminDictionaryItem | null>(null);
  const [editing, setEditing] = useState<AdminDictionaryItem | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (fn: () => Promise<unknown>, message?: string) => {
    setBusy(true);
    try {
      await fn();
      if (message) toast.success(message);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
      setAsking(null);
      reload();
    }
  };

  return (
    <section className="grid gap-3" aria-label={t("itemsOf", { type: labelIn(type, locale) })}>
      <h2 className="text-base font-semibold">{t("itemsOf", { type: labelIn(type, locale) })} <code className="text-xs text-muted-foreground">{type.code}</code></h2>
      {loading && !data ? <Skeleton className="h-32" /> : items.length === 0 ? <p className="text-sm text-muted-foreground">{t("noItems")}</p> : (
        <div className="overflow-x-auto rounded-md border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("itemsOf", { type: labelIn(type, locale) })}</caption>
            <thead className="bg-muted/50 text-left">
              <tr><th className="px-2 py-1.5">{t("fields.code")}</th><th className="px-2 py-1.5">{t("fields.label")}</th><th className="px-2 py-1.5">{t("fields.enabled")}</th><th className="px-2 py-1.5"><span className="sr-only">{t("actions")}</span></th></tr>
            </thead>
            <tbody>
              {items.map((it, i) => (
                <tr key={it.id} className="border-t border-border" data-testid={`item-${it.code}`}>
                  <td className="px-2 py-1.5 font-mono">{it.code}</td>
                  <td className="px-2 py-1.5">{labelIn(it, locale)}</td>
                  <td className="px-2 py-1.5">
                    <RequireRights anyOf={[rights.dictionary.edit]}>
                      <Switch checked={it.enabled} aria-label={t("enabledOf", { code: it.code })} onCheckedChange={() => setAsking(it)} disabled={busy} />
                    </RequireRights>
                  </td>
                  <td className="px-2 py-1.5 whitespace-nowrap text-right">
                    <RequireRights anyOf={[rights.dictionary.edit]}>
                      <Button size="icon" variant="ghost" disabled={busy || i === 0} aria-label={t("moveUp", { code: it.code })}
                        onClick={() => void act(() => callOp(ops.moveItem, { params: { id: it.id }, body: { direction: "up" } }))}><ArrowUp className="size-4" /></Button>
                    </RequireRights>
                    <RequireRights anyOf={[rights.dictionary.edit]}>
                      <Button size="icon" variant="ghost" disabled={busy || i === items.length - 1} aria-label={t("moveDown", { code: it.code })}
                        onClick={() => void act(() => callOp(ops.moveItem, { params: { id: it.id }, body: { direction: "down" } }))}><ArrowDown className="size-4" /></Button>
                    </RequireRights>
                    <Button size="icon" variant="ghost" aria-label={t("editOf", { code: it.code })} onClick={() => setEditing(it)} onPointerEnter={warmForms} onFocus={warmForms} data-testid={`edit-${it.code}`}><Pencil className="size-4" /></Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RequireRights anyOf={[rights.dictionary.add]}>
        <AddSection summary={t("addItem")} className="rounded-md border border-border p-3" bodyClassName="mt-3">
          {(shown) => <NewItemForm shown={shown} typeId={type.id} ops={ops} onSaved={reload} />}
        </AddSection>
      </RequireRights>
      <ConfirmAction
        open={asking !== null}
        title={t(asking?.enabled ? "disableTitle" : "enableTitle")}
        body={t(asking?.enabled ? "disableBody" : "enableBody", { code: asking?.code ?? "" })}
        action={t(asking?.enabled ? "disable" : "enable")}
        destructive={asking?.enabled}
        busy={busy}
        onConfirm={() => asking && void act(() => callOp(ops.enableItem, { params: { id: asking.id }, body: { enabled: !asking.enabled } }), t("saved"))}
        onClose={() => setAsking(null)}
      />
      <EditItemDialog editing={editing} version={version} ops={ops} onSaved={() => { setEditing(null); reload(); }} onClose={() => setEditing(null)} />
    </section>
  );
}
