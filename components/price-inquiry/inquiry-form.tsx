"use client";

import { useEffect, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useTimeZone, useTranslations } from "next-intl";
import { Loader2, Paperclip, Plus, Trash2, X } from "lucide-react";
import { inquiryInput, priceInquiryOps, quoteCurrencies, type InquiryDetail, type InquiryFile } from "@/lib/contracts/erp-purchase/price-inquiry";
import { callOp } from "@/lib/client/request";
import { uploadFile } from "@/lib/client/upload";
import { useContractForm } from "@/components/common/use-contract-form";
import { trimOrEmpty } from "@/components/common/format";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";
import { DateInput } from "@/components/ui/date-input";
import { defaultTimeZone, instantOfZoned, zonedInputValue } from "@/lib/business-time";
import { Textarea } from "@/components/common/textarea";

interface LineDraft { itemno: string; itemdesc: string; specs: string; unit: string; qty: string; requiredDate: string }
interface Draft { title: string; currency: string; deadline: string; terms: string; lines: LineDraft[]; supplierIds: number[]; files: InquiryFile[] }

const emptyLine: LineDraft = { itemno: "", itemdesc: "", specs: "", unit: "", qty: "", requiredDate: "" };

/** Create or edit a draft inquiry: header, materials, invited suppliers and attachments. */
export function InquiryForm({ initial }: { initial?: InquiryDetail }) {
  const t = useTranslations("priceInquiry");
  const router = useRouter();
  const [suppliers, setSuppliers] = useState<Array<{ id: number; venNo: string; name: string }>>([]);
  const [search, setSearch] = useState("");
  const [uploading, setUploading] = useState<number | null>(null);
  const timeZone = useTimeZone() ?? defaultTimeZone;
  useEffect(() => {
    callOp(priceInquiryOps.suppliers).then(setSuppliers).catch(() => undefined);
  }, []);
  const form = useContractForm<typeof inquiryInput, Draft>(inquiryInput, {
    title: initial?.title ?? "", currency: initial?.currency ?? "CNY", deadline: initial ? zonedInputValue(initial.quoteDeadline, timeZone) : "", terms: initial?.terms ?? "",
    lines: initial?.lines.map((l) => ({ itemno: l.itemno, itemdesc: l.itemdesc, specs: l.specs, unit: l.unit, qty: trimOrEmpty(l.qty), requiredDate: l.requiredDate })) ?? [{ ...emptyLine }],
    supplierIds: initial?.suppliers.map((s) => s.id) ?? [], files: initial?.files ?? [],
  }, {
    toInput: (v) => ({
      title: v.title, currency: v.currency as (typeof quoteCurrencies)[number], terms: v.terms, lines: v.lines, supplierIds: v.supplierIds,
      quoteDeadline: instantOfZoned(v.deadline, timeZone) ?? v.deadline,
      fileIds: v.files.map((f) => f.id),
    }),
    onSubmit: (data) => (initial ? callOp(priceInquiryOps.update, { params: { id: initial.id }, body: data }) : callOp(priceInquiryOps.create, { body: data })),
    successMessage: "priceInquiry.saved",
    onSuccess: (result) => router.push(`/purchase/inquiry/${(result as InquiryDetail).id}`),
  });
  const { values, set } = form;
  const setLine = (i: number, key: keyof LineDraft, value: string) => set("lines", values.lines.map((l, n) => (n === i ? { ...l, [key]: value } : l)));
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return suppliers.filter((s) => !q || s.venNo.includes(q) || s.name.toLowerCase().includes(q)).slice(0, 50);
  }, [suppliers, search]);
  const toggle = (id: number, on: boolean) => set("supplierIds", on ? [...values.supplierIds, id] : values.supplierIds.filter((s) => s !== id));

  const addFiles = async (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      setUploading(0);
      try {
        const stored = await uploadFile(priceInquiryOps.upload, file, { onProgress: setUploading });
        form.setValues((v) => ({ ...v, files: [...v.files, stored] }));
      } catch {
        // the upload helper has shown the service's message (size or type)
      } finally {
        setUploading(null);
      }
    }
  };

  return (
    <form onSubmit={form.submit} className="flex flex-col gap-5" noValidate data-testid="inquiry-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("fieldTitle")} required error={form.errorOf("title")}>
          <Input {...form.field("title")} data-testid="inquiry-title" />
        </FormField>
        <FormField label={t("currency")} required error={form.errorOf("currency")}>
          <select className="h-9 rounded-md border bg-background px-2 text-sm" value={values.currency} onChange={(e) => set("currency", e.target.value)} data-testid="inquiry-currency">
            {quoteCurrencies.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </FormField>
        <FormField label={t("deadline")} required hint={t("deadlineHint")} error={form.errorOf("quoteDeadline")}>
          <DateInput withTime value={values.deadline} onValueChange={(v) => set("deadline", v)} data-testid="inquiry-deadline" />
        </FormField>
        <FormField label={t("terms")} error={form.errorOf("terms")} className="sm:col-span-2">
          <Textarea {...form.field("terms")} rows={3} data-testid="inquiry-terms" />
        </FormField>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t("lines")}</legend>
        {form.errorOf("lines") && <p className="text-sm text-destructive" role="alert">{form.errorOf("lines")}</p>}
        {values.lines.map((l, i) => (
          <div key={i} className="grid gap-2 rounded-md border p-2 sm:grid-cols-[8rem_1fr_8rem_5rem_7rem_10rem_auto]" data-testid="inquiry-line">
            <FormField label={t("itemno")} required error={form.errorOf(`lines.${i}.itemno`)}>
              <Input value={l.itemno} maxLength={40} onChange={(e) => setLine(i, "itemno", e.target.value)} />
            </FormField>
            <FormField label={t("itemdesc")} required error={form.errorOf(`lines.${i}.itemdesc`)}>
              <Input value={l.itemdesc} maxLength={200} onChange={(e) => setLine(i, "itemdesc", e.target.value)} />
            </FormField>
            <FormField label={t("specs")}>
              <Input value={l.specs} maxLength={200} onChange={(e) => setLine(i, "specs", e.target.value)} />
            </FormField>
            <FormField label={t("unit")}>
              <Input value={l.unit} maxLength={20} onChange={(e) => setLine(i, "unit", e.target.value)} />
            </FormField>
            <FormField label={t("qty")} required error={form.errorOf(`lines.${i}.qty`)}>
              <DecimalInput value={l.qty} onValueChange={(v) => setLine(i, "qty", v)} />
            </FormField>
            <FormField label={t("requiredDate")} required error={form.errorOf(`lines.${i}.requiredDate`)}>
              <DateInput value={l.requiredDate} onValueChange={(v) => setLine(i, "requiredDate", v)} />
            </FormField>
            <Button type="button" variant="ghost" size="icon" className="self-end" aria-label={t("removeLine", { n: i + 1 })}
              disabled={values.lines.length === 1} onClick={() => set("lines", values.lines.filter((_, n) => n !== i))}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => set("lines", [...values.lines, { ...emptyLine }])} data-testid="add-line">
          <Plus aria-hidden="true" />{t("addLine")}
        </Button>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t("suppliers")} · {t("selectedSuppliers", { count: values.supplierIds.length })}</legend>
        {form.errorOf("supplierIds") && <p className="text-sm text-destructive" role="alert">{form.errorOf("supplierIds")}</p>}
        <Input type="search" placeholder={t("supplierSearch")} aria-label={t("supplierSearch")} value={search} onChange={(e) => setSearch(e.target.value)} className="max-w-sm" />
        <div className="grid max-h-56 gap-1 overflow-auto rounded-md border p-2 sm:grid-cols-2 lg:grid-cols-3">
          {shown.length === 0 && <p className="text-sm text-muted-foreground">{t("noSuppliers")}</p>}
          {shown.map((s) => (
            <label key={s.id} className="flex items-center gap-2 text-sm" data-testid="supplier-option">
              <Checkbox checked={values.supplierIds.includes(s.id)} onCheckedChange={(c) => toggle(s.id, c === true)} />
              <span className="font-mono">{s.venNo}</span> <span className="truncate">{s.name}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t("attachments")}</legend>
        <ul className="flex flex-col gap-1">
          {values.files.map((f) => (
            <li key={f.id} className="flex items-center gap-2 text-sm">
              <Paperclip className="size-4" aria-hidden="true" />{f.name}
              <Button type="button" variant="ghost" size="icon" aria-label={t("removeFile", { name: f.name })} onClick={() => set("files", values.files.filter((x) => x.id !== f.id))}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <label className="flex w-fit cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm focus-within:ring-2">
          {uploading !== null ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Paperclip className="size-4" aria-hidden="true" />}
          {uploading !== null ? `${t("uploading")} ${uploading}%` : t("upload")}
          <input type="file" accept="application/pdf,image/png,image/jpeg" multiple className="sr-only" disabled={uploading !== null}
            onChange={(e) => { void addFiles(e.target.files); e.target.value = ""; }} data-testid="inquiry-file" />
        </label>
        <p className="text-xs text-muted-foreground">{t("uploadHint")}</p>
      </fieldset>

      <div className="flex gap-2">
        <Button type="submit" disabled={form.pending || uploading !== null} data-testid="inquiry-save">
          {form.pending && <Loader2 className="animate-spin" aria-hidden="true" />}{t("saveDraft")}
        </Button>
      </div>
    </form>
  );
}
