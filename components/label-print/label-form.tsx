"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Search } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { autoLabelCount, labelTemplateIds, labelTextFields, labelTypedFields, labelTypes, maxLabelCount } from "@/lib/contracts/label/fields";
import { isDecimal } from "@/lib/contracts/decimal";
import { labelPrintOps, processingLabelInput, type LabelOrder, type ProcessingLabelKind } from "@/lib/contracts/label/label-print";
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
import { OrderLinePicker } from "./order-lines";

const trim = (v: string) => (v.includes(".") ? v.replace(/\.?0+$/, "") : v);
const initial = {
  orderId: "", projectNo: "", perBundle: "", perPack: "", customerLabel: "", companyCode: "", workNo: "", netWeight: "", singleWeight: "",
  productionDate: "", batchNo: "", labelType: "generic", template: "generic_100x70", withQr: false, withGs1: false, count: "",
};
type Values = typeof initial;

/**
 * Labels from a processing order, by order and project: the order's line, the project it must belong
 * to, the label fields and the count (finished: 0 = calculated and shown before making; semi-finished:
 * above 0; outsourced: 1 to 200).
 */
export function ProcessingLabelForm({ kind }: { kind: ProcessingLabelKind }) {
  const t = useTranslations();
  const router = useRouter();
  const [outNo, setOutNo] = useState("");
  const [order, setOrder] = useState<LabelOrder | null>(null);
  const [finding, setFinding] = useState(false);
  const today = useBusinessToday();
  const form = useContractForm(processingLabelInput, { ...initial, productionDate: today, count: kind === "finished" ? "0" : "" } as Values, {
    toInput: (v) => ({
      ...v, kind, orderId: Number(v.orderId) || 0, count: v.count.trim() === "" ? Number.NaN : Number(v.count),
      labelType: v.labelType as (typeof labelTypes)[number], template: v.template as (typeof labelTemplateIds)[number],
    }),
    onSubmit: (body) => callOp(labelPrintOps.create, { body }),
    onSuccess: (result) => {
      const b = result as { id: number; count: number };
      toast.success(t("labelPrint.created", { count: b.count }));
      router.push(`/processing/labels/${b.id}`);
    },
  });
  const { values, set, errorOf } = form;
  const line = order?.lines.find((l) => String(l.id) === values.orderId);
  const auto = line && kind === "finished" && values.count.trim() === "0" && isDecimal(values.perPack.trim()) ? autoLabelCount(line.quantity, values.perPack.trim()) : null;

  const find = async (e?: React.FormEvent) => {
    e?.preventDefault();
    if (!outNo.trim()) return form.setErrors({ orderId: [t("validation.label.order")] });
    setFinding(true);
    try {
      const o = await callOp(labelPrintOps.order, { query: { outNo: outNo.trim(), kind } });
      setOrder(o);
      form.setErrors({});
      form.setValues((v) => ({ ...v, orderId: o.lines[0] ? String(o.lines[0].id) : "", projectNo: o.lines[0]?.projectNo ?? "" }));
    } catch (err) {
      form.toasts.failed(err);
      setOrder(null);
    } finally {
      setFinding(false);
    }
  };

  return (
    <div className="grid gap-5">
      <form onSubmit={find} className="flex flex-wrap items-end gap-2" data-testid="label-order-search">
        <FormField label={t("labelPrint.fields.outNo")} required error={errorOf("orderId")} className="min-w-0 flex-1 sm:max-w-sm">
          <Input name="outNo" value={outNo} maxLength={40} clearLabel={t("common.clear")} onChange={(e) => setOutNo(e.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" disabled={finding} data-testid="label-find">
          <Search aria-hidden="true" />
          {t("labelPrint.find")}
        </Button>
      </form>
      {order && (
        <form onSubmit={form.submit} noValidate className="grid gap-5" data-testid="label-form">
          <OrderLinePicker order={order} value={values.orderId} error={errorOf("orderId")} onChange={(id) => form.setValues((v) => ({ ...v, orderId: id, projectNo: order.lines.find((l) => String(l.id) === id)?.projectNo ?? v.projectNo }))} />
          <div className="grid grid-cols-1 items-start gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            <FormField label={t("labelPrint.fields.projectNo")} required error={errorOf("projectNo")}>
              <Input {...form.field("projectNo")} clearLabel={t("common.clear")} data-testid="label-project" />
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
            <FormField label={t("label.template")} required error={errorOf("template")}>
              {(control) => (
                <LazySelect {...control} data-testid="label-template" value={values.template} onValueChange={(v) => set("template", v)}
                  options={labelTemplateIds.map((v) => ({ value: v, label: t(`label.templates.${v}`) }))} />
              )}
            </FormField>
            <FormField
              label={t(`labelPrint.count.${kind}`)}
              required
              error={errorOf("count")}
              hint={auto !== null && line ? t("labelPrint.autoCount", { count: auto, qty: trim(line.quantity), perPack: values.perPack.trim() }) : undefined}
            >
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
          {auto === 0 && <p role="alert" className="text-sm text-destructive">{t("labelPrint.nothingFinished")}</p>}
          <div className="flex justify-end">
            <Button type="submit" disabled={form.pending} data-testid="label-create">{t("labelPrint.create")}</Button>
          </div>
        </form>
      )}
    </div>
  );
}
