"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { Search } from "lucide-react";
import { autoLabelCount, labelTemplateIds, labelTextFields, labelTypedFields, labelTypes, maxLabelCount } from "@/lib/contracts/label/fields";
import { isDecimal } from "@/lib/contracts/decimal";
import { purchaseLabelInput, purchaseLabelOps, type LabelPrefill, type LabelSourceNotice } from "@/lib/contracts/label/purchase-label";
import { callOp } from "@/lib/client/request";
import { useContractForm } from "@/components/common/use-contract-form";
import { useBusinessToday } from "@/components/common/use-business-today";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";
import { DateInput } from "@/components/ui/date-input";
import { Switch } from "@/components/ui/switch";
import { LazySelect } from "@/components/ui/lazy-select";
import { NoticeLinePicker } from "./line-picker";

const initial = {
  noticeLineId: "", applyNo: "", perBundle: "", perPack: "", customerLabel: "", companyCode: "", workNo: "", netWeight: "", singleWeight: "",
  productionDate: "", batchNo: "", labelType: "generic", template: "generic_100x70", withQr: false, withGs1: false, count: "0",
};
type Values = typeof initial;

/** A line's fields as the notice prefill gives them (its weights empty when none are remembered for the item). */
function lineValues(prefill: LabelPrefill, id: string): Partial<Values> {
  const l = prefill.lines.find((x) => String(x.lineId) === id);
  const fields = l && { perBundle: l.perBundle, perPack: l.perPack, customerLabel: l.customerLabel, companyCode: l.companyCode, workNo: l.workNo, netWeight: l.netWeight, singleWeight: l.singleWeight };
  return { noticeLineId: id, applyNo: prefill.notice.lines.find((x) => String(x.id) === id)?.applyNo ?? "", ...fields };
}

/**
 * Purchase receipt label creation: a delivery notice, one of its lines, the label fields, the count (0 = calculated).
 * With a prefill ("Print labels" on the ASN) the notice is chosen and every field but weights never typed is filled.
 */
export function LabelForm({ prefill = null }: { prefill?: LabelPrefill | null }) {
  const t = useTranslations();
  const router = useRouter();
  const [noticeNo, setNoticeNo] = useState(prefill?.notice.noticeNo ?? "");
  const [notice, setNotice] = useState<LabelSourceNotice | null>(prefill?.notice ?? null);
  const [finding, setFinding] = useState(false);
  const today = useBusinessToday();
  const start: Values = prefill
    ? { ...initial, ...lineValues(prefill, String(prefill.lineId)), productionDate: prefill.productionDate, batchNo: prefill.batchNo }
    : { ...initial, productionDate: today };
  const form = useContractForm(purchaseLabelInput, start, {
    toInput: (v) => ({
      ...v, noticeId: notice?.id ?? 0, noticeLineId: Number(v.noticeLineId) || 0, count: v.count.trim() === "" ? Number.NaN : Number(v.count),
      labelType: v.labelType as (typeof labelTypes)[number], template: v.template as (typeof labelTemplateIds)[number],
    }),
    onSubmit: (body) => callOp(purchaseLabelOps.create, { body }),
    onSuccess: (result) => {
      const b = result as { id: number; count: number };
      toast.success(t("purchaseLabel.created", { count: b.count }));
      router.push(`/purchase/label/${b.id}`);
    },
  });
  const { values, set, errorOf } = form;
  const line = notice?.lines.find((l) => String(l.id) === values.noticeLineId);
  const auto = line && values.count.trim() === "0" && isDecimal(values.perPack.trim()) ? autoLabelCount(line.thisQty, values.perPack.trim()) : null;

  /** A line brings its PO line's apply number (which the server checks the entered one against) and, from a prefill, its item's fields. */
  const fromPrefill = prefill && notice?.id === prefill.notice.id ? prefill : null;
  const pickLine = (id: string) => form.setValues((v) => (fromPrefill
    ? { ...v, ...lineValues(fromPrefill, id) }
    : { ...v, noticeLineId: id, applyNo: notice?.lines.find((l) => String(l.id) === id)?.applyNo ?? "" }));

  const find = async (e?: React.FormEvent) => {
    e?.preventDefault();
    if (!noticeNo.trim()) return form.setErrors({ noticeId: [t("purchaseLabel.noNotice")] });
    setFinding(true);
    try {
      const n = await callOp(purchaseLabelOps.notice, { query: { noticeNo: noticeNo.trim() } });
      setNotice(n);
      form.setErrors({});
      const first = n.lines[0];
      form.setValues((v) => ({ ...v, noticeLineId: first ? String(first.id) : "", applyNo: first?.applyNo ?? "", perPack: first ? first.perPack.replace(/\.?0+$/, "") : v.perPack, batchNo: v.batchNo || n.lotNo }));
    } catch (err) {
      form.toasts.failed(err);
      setNotice(null);
    } finally {
      setFinding(false);
    }
  };

  return (
    <div className="grid gap-5">
      <form onSubmit={find} className="flex flex-wrap items-end gap-2" data-testid="label-notice-search">
        <FormField label={t("purchaseLabel.fields.noticeNo")} required error={errorOf("noticeId")} className="min-w-0 flex-1 sm:max-w-sm">
          <Input name="noticeNo" value={noticeNo} maxLength={40} clearLabel={t("common.clear")} onChange={(e) => setNoticeNo(e.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" disabled={finding} data-testid="label-find">
          <Search aria-hidden="true" />
          {t("purchaseLabel.find")}
        </Button>
      </form>
      {fromPrefill && (
        <p role="status" className="text-sm text-muted-foreground" data-testid="label-from-notice">
          {t("purchaseLabel.fromNotice", { noticeNo: fromPrefill.notice.noticeNo })}
        </p>
      )}
      {notice && (
        <form onSubmit={form.submit} noValidate className="grid gap-5" data-testid="label-form">
          <NoticeLinePicker notice={notice} value={values.noticeLineId} error={errorOf("noticeLineId")} onChange={pickLine} />
          <div className="grid grid-cols-1 items-start gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            <FormField label={t("label.fields.applyNo")} error={errorOf("applyNo")}>
              <Input {...form.field("applyNo")} clearLabel={t("common.clear")} data-testid="label-apply" />
            </FormField>
            {labelTypedFields.map((f) => (
              <FormField key={f} label={t(`label.fields.${f}`)} required={f !== "companyCode"} error={errorOf(f)}>
                {labelTextFields.has(f)
                  ? <Input {...form.field(f)} clearLabel={t("common.clear")} />
                  : <DecimalInput {...form.valueField(f)} clearLabel={t("common.clear")} />}
              </FormField>
            ))}
            <FormField label={t("label.fields.productionDate")} required error={errorOf("productionDate")}>
              <DateInput name="productionDate" value={form.values.productionDate} onValueChange={(v) => form.set("productionDate", v)} clearable={false} />
            </FormField>
            <FormField label={t("label.fields.labelType")} required error={errorOf("labelType")}>
              {(control) => (
                <LazySelect {...control} data-testid="label-type" value={values.labelType} onValueChange={(v) => set("labelType", v)}
                  options={labelTypes.map((v) => ({ value: v, label: t(`enums.labelType.${v}`) }))} />
              )}
            </FormField>
            <FormField label={t("label.fields.template")} required error={errorOf("template")}>
              {(control) => (
                <LazySelect {...control} data-testid="label-template" value={values.template} onValueChange={(v) => set("template", v)}
                  options={labelTemplateIds.map((v) => ({ value: v, label: t(`label.templates.${v}`) }))} />
              )}
            </FormField>
            <FormField label={t("label.fields.count")} required error={errorOf("count")} hint={auto !== null && line ? t("purchaseLabel.autoCount", { count: auto, qty: line.thisQty.replace(/\.?0+$/, ""), perPack: values.perPack.trim() }) : undefined}>
              <Input {...form.field("count")} inputMode="numeric" clearLabel={t("common.clear")} data-testid="label-count" />
            </FormField>
            {(["withQr", "withGs1"] as const).map((f) => (
              <FormField key={f} label={t(`label.fields.${f}`)}>
                {(control) => (
                  <div className="flex h-[var(--control-h)] items-center">
                    <Switch {...control} checked={values[f]} onCheckedChange={(v) => set(f, v)} data-testid={`label-${f}`} />
                  </div>
                )}
              </FormField>
            ))}
          </div>
          {auto !== null && auto > maxLabelCount && <p role="alert" className="text-sm text-destructive">{t("validation.label.downloadTooMany")}</p>}
          <div className="flex justify-end">
            <Button type="submit" disabled={form.pending} data-testid="label-create">{t("purchaseLabel.create")}</Button>
          </div>
        </form>
      )}
    </div>
  );
}
