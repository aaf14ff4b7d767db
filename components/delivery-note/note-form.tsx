"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Search } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { callOp } from "@/lib/client/request";
import { deliveryNoteHeader as header, deliveryNoteInput, deliveryNoteOps } from "@/lib/contracts/erp-production/delivery-note";
import { deliveryPlanOps, type LookupResult } from "@/lib/contracts/erp-production/delivery-plan";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
import { DeclaredInput } from "@/components/common/declared-input";
import { useContractForm } from "@/components/common/use-contract-form";
import { DetailEditor } from "./detail-editor";
import { PickPanel } from "./pick-panel";
import { buildBody, emptyHeader, lineQuantities, type Header, type LineDraft, type NoteDraft } from "./form-state";

const emptyLine: LineDraft = { include: false, packs: "", loose: "", spare: "" };

/**
 * The delivery note create flow (docs/requirements.md §5, §8): fetch a notice by number, choose the customer and the
 * delivery type, fill the details, select one detail at a time to pick its stock, save. Every rule is checked
 * with the contract's schema before sending, and the server's field errors land on their fields.
 */
export function NoteForm() {
  const t = useTranslations();
  const router = useRouter();
  const [lookup, setLookup] = useState<LookupResult | null>(null);
  const [picking, setPicking] = useState<number | null>(null);
  const [fetching, setFetching] = useState(false);
  const form = useContractForm<typeof deliveryNoteInput, NoteDraft>(deliveryNoteInput, { header: emptyHeader(), drafts: {}, picks: {} }, {
    toInput: (v) => buildBody(v.header, lookup, v.drafts, v.picks),
    invalidMessage: "errors.validation",
    onSubmit: (body) => callOp(deliveryNoteOps.create, { body }),
    onSuccess: (result) => {
      const saved = result as { id: number; deliveryNo: string };
      toast.success(t("deliveryNote.saved", { deliveryNo: saved.deliveryNo }));
      router.push(`/delivery/note/${saved.id}`);
    },
  });
  const { errors, setErrors, toasts } = form;
  const { header: h, drafts, picks } = form.values;
  const busy = fetching || form.pending;
  const set = (patch: Partial<Header>) => form.setValues((v) => ({ ...v, header: { ...v.header, ...patch } }));

  const fetchNotice = async () => {
    if (!h.noticeNo.trim()) return setErrors({ noticeNo: [t("validation.deliveryNote.noticeWrong")] });
    setFetching(true);
    try {
      const found = await callOp(deliveryPlanOps.lookup, { query: { noticeNo: h.noticeNo.trim() } });
      setLookup(found);
      form.setValues({ header: { ...emptyHeader(found.noticeNo), deliveryDate: found.sendDate }, drafts: {}, picks: {} });
      setPicking(null); setErrors({});
      toasts.success(t("deliveryNote.fetched"));
    } catch (err) {
      toasts.failed(err);
      setLookup(null);
    } finally {
      setFetching(false);
    }
  };
  const chooseCustomer = (id: number) => {
    const c = lookup?.customers.find((x) => x.id === id);
    setPicking(null);
    setErrors(c ? {} : { customerId: [t("validation.deliveryNote.customerWrong")] });
    if (!c) return set({ customerId: null });
    set({ customerId: c.id, customerName: c.name, address: c.address, deliveryUnit: c.deliveryUnit, contact: c.contact, contactPhone: c.phone,
      settlementLegalPerson: c.settlementLegalPerson, ownerLegalPerson: h.ownerLegalPerson || c.settlementLegalPerson });
  };
  const lines = (lookup?.lines ?? []).filter((l) => l.customerId === h.customerId);
  const body = buildBody(h, lookup, drafts, picks);
  const errorIndex = (planLineId: number) => body.lines.findIndex((l) => l.planLineId === planLineId);
  const pickLine = lines.find((l) => l.planLineId === picking) ?? null;

  // The legacy steps (docs/requirements.md §8) answer one at a time, in this order, before the contract's rules.
  const save = () => {
    if (!h.customerId) return setErrors({ customerId: [t("validation.deliveryNote.customerWrong")] });
    if (!h.category) return setErrors({ category: [t("validation.deliveryNote.categoryWrong")] });
    if (body.lines.some((l) => !l.picks.length) && picking === null) {
      setErrors({ lines: [t("validation.deliveryNote.selectDetail")] });
      return toasts.error(t("validation.deliveryNote.selectDetail"));
    }
    form.submit();
  };

  const pickError = pickLine ? (errors[`lines.${errorIndex(pickLine.planLineId)}.picks`] ?? Object.entries(errors)
    .find(([k]) => k.startsWith(`lines.${errorIndex(pickLine.planLineId)}.picks.`))?.[1])?.[0] : undefined;
  return (
    <div className="grid gap-4" data-testid="note-form">
      <section className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
        <div className="flex flex-wrap items-end gap-3">
          <FormField label={t(header.caption("noticeNo"))} required error={form.errorOf("noticeNo")} className="w-64">
            <Input value={h.noticeNo} onChange={(e) => set({ noticeNo: e.target.value })} onKeyDown={(e) => e.key === "Enter" && fetchNotice()} data-testid="notice-no" />
          </FormField>
          <Button type="button" variant="outline" onClick={fetchNotice} disabled={busy} data-testid="fetch-notice">
            <Search aria-hidden="true" />{t("deliveryNote.fetch")}
          </Button>
        </div>
        {lookup && (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {/* the notice number is asked first, above; the customer is chosen among the notice's */}
            {header.form.map((f) => f === "noticeNo" ? null : f === "customerNo" ? (
              <FormField key={f} label={t("deliveryNote.customer")} required error={form.errorOf("customerId")}>
                <select className="h-[var(--control-h)] rounded-md border border-input bg-background px-2 text-sm" value={h.customerId ?? ""}
                  onChange={(e) => chooseCustomer(Number(e.target.value))} data-testid="customer-select">
                  <option value="">—</option>
                  {lookup.customers.map((c) => <option key={c.id} value={c.id}>{c.customerNo} {c.name}</option>)}
                </select>
              </FormField>
            ) : (
              <FormField key={f} label={t(header.caption(f))} required={form.requiredOf(f)} error={form.errorOf(f)}>
                {(control) => <DeclaredInput control={control} decl={header.columns[f]} value={h[f] ?? ""} onValueChange={(v) => set({ [f]: v })} testId={`field-${f}`} maxLength={form.maxOf(f)} />}
              </FormField>
            ))}
          </div>
        )}
      </section>
      {lookup && h.customerId && (
        <section className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
          <h2 className="font-medium">{t("deliveryNote.details")}</h2>
          {form.errorOf("lines") && <p role="alert" className="text-sm text-destructive" data-testid="lines-error">{form.errorOf("lines")}</p>}
          <DetailEditor lines={lines} drafts={drafts} errors={errors} errorIndex={errorIndex} picking={picking} onPick={setPicking}
            onDraft={(id, d) => form.setValues((v) => ({ ...v, drafts: { ...v.drafts, [id]: { ...(v.drafts[id] ?? emptyLine), ...d } } }))} />
          <PickPanel line={pickLine} owner={h.ownerLegalPerson} error={pickError}
            total={pickLine ? (lineQuantities(pickLine, drafts[pickLine.planLineId] ?? emptyLine)?.total ?? null) : null}
            picks={pickLine ? (picks[pickLine.planLineId] ?? {}) : {}}
            onChange={(stockId, qty) => {
              if (!pickLine) return toasts.error(t("validation.deliveryNote.selectDetail"));
              const id = pickLine.planLineId;
              form.setValues((v) => ({ ...v, picks: { ...v.picks, [id]: { ...(v.picks[id] ?? {}), [stockId]: qty } } }));
            }} />
          <div className="flex justify-end gap-2">
            <Button type="button" onClick={save} disabled={busy} data-testid="save-note">{t("deliveryNote.save")}</Button>
          </div>
        </section>
      )}
    </div>
  );
}
