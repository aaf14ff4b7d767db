"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Search } from "lucide-react";
import { useToastTrail } from "@/lib/client/toast";
import { callOp, RequestError } from "@/lib/client/request";
import { deliveryNoteOps } from "@/lib/contracts/erp-production/delivery-note";
import { deliveryPlanOps, type LookupResult } from "@/lib/contracts/erp-production/delivery-plan";
import { DictionarySelect } from "@/components/dictionary/dictionary-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DateInput } from "@/components/ui/date-input";
import { Button } from "@/components/ui/button";
import { DetailEditor } from "./detail-editor";
import { PickPanel } from "./pick-panel";
import { buildBody, clientErrors, emptyHeader, lineQuantities, serverErrors, type Errors, type Header, type LineDraft, type PickDraft } from "./form-state";

const textFields = ["customerName", "trackingNo", "plateNo", "driver", "deliveryDate", "address", "deliveryUnit", "contact", "contactPhone",
  "settlementLegalPerson", "ownerLegalPerson", "stockArea", "remark"] as const;
const required = new Set(["customerName", "trackingNo", "plateNo", "deliveryDate", "address", "deliveryUnit", "settlementLegalPerson", "ownerLegalPerson"]);

/**
 * The delivery note create flow (docs/requirements.md §5, §8): fetch a notice by number, choose the customer and the
 * delivery type, fill the details, select one detail at a time to pick its stock, save. Every rule is checked
 * with the contract's schema before sending, and the server's field errors land on their fields.
 */
export function NoteForm() {
  const t = useTranslations();
  const router = useRouter();
  const [h, setH] = useState<Header>(emptyHeader());
  const [lookup, setLookup] = useState<LookupResult | null>(null);
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>({});
  const [picks, setPicks] = useState<PickDraft>({});
  const [picking, setPicking] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const toasts = useToastTrail();
  const set = (patch: Partial<Header>) => setH((x) => ({ ...x, ...patch }));

  const fetchNotice = async () => {
    if (!h.noticeNo.trim()) return setErrors({ noticeNo: t("validation.deliveryNote.noticeWrong") });
    setBusy(true);
    try {
      const found = await callOp(deliveryPlanOps.lookup, { query: { noticeNo: h.noticeNo.trim() } });
      setLookup(found);
      setH({ ...emptyHeader(found.noticeNo), deliveryDate: found.sendDate });
      setDrafts({}); setPicks({}); setPicking(null); setErrors({});
      toasts.success(t("deliveryNote.fetched"));
    } catch (err) {
      toasts.failed(err);
      setLookup(null);
    } finally {
      setBusy(false);
    }
  };
  const chooseCustomer = (id: number) => {
    const c = lookup?.customers.find((x) => x.id === id);
    setPicking(null);
    setErrors(c ? {} : { customerId: t("validation.deliveryNote.customerWrong") });
    if (!c) return set({ customerId: null });
    set({ customerId: c.id, customerName: c.name, address: c.address, deliveryUnit: c.deliveryUnit, contact: c.contact, contactPhone: c.phone,
      settlementLegalPerson: c.settlementLegalPerson, ownerLegalPerson: h.ownerLegalPerson || c.settlementLegalPerson });
  };
  const lines = (lookup?.lines ?? []).filter((l) => l.customerId === h.customerId);
  const body = buildBody(h, lookup, drafts, picks);
  const errorIndex = (planLineId: number) => body.lines.findIndex((l) => l.planLineId === planLineId);
  const pickLine = lines.find((l) => l.planLineId === picking) ?? null;

  const save = async () => {
    if (!h.customerId) return setErrors({ customerId: t("validation.deliveryNote.customerWrong") });
    if (!h.category) return setErrors({ category: t("validation.deliveryNote.categoryWrong") });
    if (body.lines.some((l) => !l.picks.length) && picking === null) {
      setErrors({ lines: t("validation.deliveryNote.selectDetail") });
      return toasts.error(t("validation.deliveryNote.selectDetail"));
    }
    const found = clientErrors(body, t);
    setErrors(found);
    if (Object.keys(found).length) return toasts.error(t("errors.validation"));
    setBusy(true);
    try {
      const saved = await callOp(deliveryNoteOps.create, { body });
      toasts.success(t("deliveryNote.saved", { deliveryNo: saved.deliveryNo }));
      router.push(`/delivery/note/${saved.id}`);
    } catch (err) {
      toasts.failed(err);
      if (err instanceof RequestError) setErrors(serverErrors(err.fieldErrors));
    } finally {
      setBusy(false);
    }
  };

  const pickError = pickLine ? errors[`lines.${errorIndex(pickLine.planLineId)}.picks`] ?? Object.entries(errors)
    .find(([k]) => k.startsWith(`lines.${errorIndex(pickLine.planLineId)}.picks.`))?.[1] : undefined;
  return (
    <div className="grid gap-4" data-testid="note-form">
      <section className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
        <div className="flex flex-wrap items-end gap-3">
          <FormField label={t("deliveryNote.columns.noticeNo")} required error={errors.noticeNo} className="w-64">
            <Input value={h.noticeNo} onChange={(e) => set({ noticeNo: e.target.value })} onKeyDown={(e) => e.key === "Enter" && fetchNotice()} data-testid="notice-no" />
          </FormField>
          <Button type="button" variant="outline" onClick={fetchNotice} disabled={busy} data-testid="fetch-notice">
            <Search aria-hidden="true" />{t("deliveryNote.fetch")}
          </Button>
        </div>
        {lookup && (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <FormField label={t("deliveryNote.customer")} required error={errors.customerId}>
              <select className="h-[var(--control-h)] rounded-md border border-input bg-background px-2 text-sm" value={h.customerId ?? ""}
                onChange={(e) => chooseCustomer(Number(e.target.value))} data-testid="customer-select">
                <option value="">—</option>
                {lookup.customers.map((c) => <option key={c.id} value={c.id}>{c.customerNo} {c.name}</option>)}
              </select>
            </FormField>
            <FormField label={t("deliveryNote.columns.category")} required error={errors.category}>
              <DictionarySelect type="delivery-category" value={h.category} onValueChange={(category) => set({ category })} data-testid="category-select" />
            </FormField>
            {textFields.map((f) => (
              <FormField key={f} label={t(f === "driver" ? "deliveryNote.columns.driver" : f in { contact: 1, contactPhone: 1, deliveryUnit: 1, stockArea: 1, remark: 1 } ? `deliveryNote.${f}` : `deliveryNote.columns.${f}`)}
                required={required.has(f)} error={errors[f]}>
                {f === "deliveryDate"
                  ? <DateInput value={h[f] ?? ""} onValueChange={(v) => set({ [f]: v })} data-testid={`field-${f}`} />
                  : <Input value={h[f] ?? ""} onChange={(e) => set({ [f]: e.target.value })} data-testid={`field-${f}`} />}
              </FormField>
            ))}
          </div>
        )}
      </section>
      {lookup && h.customerId && (
        <section className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
          <h2 className="font-medium">{t("deliveryNote.details")}</h2>
          {errors.lines && <p role="alert" className="text-sm text-destructive" data-testid="lines-error">{errors.lines}</p>}
          <DetailEditor lines={lines} drafts={drafts} errors={errors} errorIndex={errorIndex} picking={picking} onPick={setPicking}
            onDraft={(id, d) => setDrafts((x) => ({ ...x, [id]: { ...(x[id] ?? { include: false, packs: "", loose: "", spare: "" }), ...d } }))} />
          <PickPanel line={pickLine} owner={h.ownerLegalPerson} error={pickError}
            total={pickLine ? (lineQuantities(pickLine, drafts[pickLine.planLineId] ?? { include: false, packs: "", loose: "", spare: "" })?.total ?? null) : null}
            picks={pickLine ? (picks[pickLine.planLineId] ?? {}) : {}}
            onChange={(stockId, qty) => {
              if (!pickLine) return toasts.error(t("validation.deliveryNote.selectDetail"));
              setPicks((x) => ({ ...x, [pickLine.planLineId]: { ...(x[pickLine.planLineId] ?? {}), [stockId]: qty } }));
            }} />
          <div className="flex justify-end gap-2">
            <Button type="button" onClick={save} disabled={busy} data-testid="save-note">{t("deliveryNote.save")}</Button>
          </div>
        </section>
      )}
    </div>
  );
}
