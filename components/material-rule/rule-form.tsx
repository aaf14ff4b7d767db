"use client";

import { useTranslations } from "next-intl";
import { materialRuleBody, materialRuleOps, type MaterialRuleDetail, type MaterialRuleRow } from "@/lib/contracts/erp-purchase/material-rule";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { useContractForm } from "@/components/common/use-contract-form";
import { useBusinessToday } from "@/components/common/use-business-today";
import { DictionarySelect } from "@/components/dictionary/dictionary-select";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DateInput } from "@/components/ui/date-input";

type Field = "venno" | "responsible" | "effectiveFrom" | "effectiveTo" | "horizonDays" | "remark";

/** A new rule, or a change to one; the same schema the service parses checks the form. */
export function MaterialRuleForm({ row, onDone, onCancel }: { row: MaterialRuleRow | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations();
  const today = useBusinessToday();
  const initial = row
    ? { venno: row.venno, materialType: row.materialType, responsible: row.responsible, effectiveFrom: row.effectiveFrom, effectiveTo: row.effectiveTo,
        horizonDays: row.horizonDays, enabled: row.enabled, remark: row.remark }
    : { venno: "", materialType: "", responsible: "", effectiveFrom: today, effectiveTo: `${today.slice(0, 4)}-12-31`, horizonDays: 7, enabled: true, remark: "" };
  const form = useContractForm(materialRuleBody, initial, {
    toInput: (v) => ({ ...v, horizonDays: String(v.horizonDays).trim() === "" ? Number.NaN : Number(v.horizonDays) }),
    onSubmit: (body) => (row ? callOp(materialRuleOps.update, { params: { id: row.id }, body }) : callOp(materialRuleOps.create, { body })),
    onSuccess: (r) => {
      toast.success(t(row ? "materialRule.form.saved" : "materialRule.form.created", { venno: (r as MaterialRuleDetail).venno }));
      onDone();
    },
  });
  const input = (name: Field, type: "text" | "number" | "day" = "text") => (
    <FormField label={t(`materialRule.columns.${name}`)} required={name !== "remark"} error={form.errorOf(name)}
      hint={name === "horizonDays" ? t("materialRule.form.horizonHint") : undefined}>
      {type === "day"
        ? <DateInput {...form.valueField(name)} data-testid={`material-rule-form-${name}`} />
        : <Input {...form.field(name)} type={type} inputMode={name === "horizonDays" ? "numeric" : undefined} data-testid={`material-rule-form-${name}`} />}
    </FormField>
  );
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4" data-testid="material-rule-form">
      <DialogHeader>
        <DialogTitle>{row ? t("materialRule.form.editTitle", { venno: row.venno, type: row.materialType }) : t("materialRule.form.createTitle")}</DialogTitle>
        <DialogDescription>{t("materialRule.generate.body")}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        {input("venno")}
        <FormField label={t("materialRule.columns.materialType")} required error={form.errorOf("materialType")}>
          <DictionarySelect type="material-type" value={String(form.values.materialType ?? "")} onValueChange={(v) => form.set("materialType", v)}
            aria-label={t("materialRule.columns.materialType")} data-testid="material-rule-form-materialType" />
        </FormField>
        {input("responsible")}
        {input("horizonDays", "number")}
        {input("effectiveFrom", "day")}
        {input("effectiveTo", "day")}
        <div className="sm:col-span-2">{input("remark")}</div>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={!!form.values.enabled} onCheckedChange={(v) => form.set("enabled", v === true)} data-testid="material-rule-form-enabled" />
          {t("materialRule.columns.enabled")}
        </label>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={form.pending}>{t("common.cancel")}</Button>
        <Button type="submit" disabled={form.pending} aria-busy={form.pending} data-testid="material-rule-submit">{t("common.save")}</Button>
      </DialogFooter>
    </form>
  );
}
