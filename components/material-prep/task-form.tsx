"use client";

import { useTranslations } from "next-intl";
import { materialPrepBody, materialPrepOps, type MaterialPrepDetail, type MaterialPrepRow } from "@/lib/contracts/erp-purchase/material-prep";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { useContractForm } from "@/components/common/use-contract-form";
import { useBusinessToday } from "@/components/common/use-business-today";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";
import { DateInput } from "@/components/ui/date-input";

type Field = "projectNo" | "workOrder" | "itemno" | "itemdesc" | "unit" | "requiredQty" | "readyBy" | "venno" | "responsible" | "remark";
const optional = new Set<Field>(["workOrder", "venno", "remark"]);

/** A new task, or a change to an active one; the service's own schema checks the form. */
export function MaterialPrepForm({ row, onDone, onCancel }: { row: MaterialPrepRow | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations();
  const today = useBusinessToday();
  const initial = row
    ? { projectNo: row.projectNo, workOrder: row.workOrder, itemno: row.itemno, itemdesc: row.itemdesc, unit: row.unit, requiredQty: row.requiredQty,
        readyBy: row.readyBy, venno: row.venno ?? "", responsible: row.responsible, remark: row.remark }
    : { projectNo: "", workOrder: "", itemno: "", itemdesc: "", unit: "", requiredQty: "", readyBy: today, venno: "", responsible: "", remark: "" };
  const form = useContractForm(materialPrepBody, initial, {
    onSubmit: (body) => (row ? callOp(materialPrepOps.update, { params: { id: row.id }, body }) : callOp(materialPrepOps.create, { body })),
    onSuccess: (r) => {
      toast.success(t(row ? "materialPrep.form.saved" : "materialPrep.form.created", { taskNo: (r as MaterialPrepDetail).taskNo }));
      onDone();
    },
  });
  const input = (name: Field, extra: { day?: boolean; decimal?: boolean; wide?: boolean } = {}) => (
    <div className={extra.wide ? "sm:col-span-2" : undefined}>
      <FormField label={t(`materialPrep.columns.${name}`)} required={!optional.has(name)} error={form.errorOf(name)}
        hint={name === "venno" ? t("materialPrep.form.supplierHint") : undefined}>
        {extra.day
          ? <DateInput {...form.valueField(name)} data-testid={`material-prep-form-${name}`} />
          : extra.decimal
            ? <DecimalInput {...form.valueField(name)} data-testid={`material-prep-form-${name}`} />
            : <Input {...form.field(name)} data-testid={`material-prep-form-${name}`} />}
      </FormField>
    </div>
  );
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4" data-testid="material-prep-form">
      <DialogHeader>
        <DialogTitle>{row ? t("materialPrep.form.editTitle", { taskNo: row.taskNo }) : t("materialPrep.form.createTitle")}</DialogTitle>
        <DialogDescription>{t("materialPrep.form.intro")}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        {input("projectNo")}
        {input("workOrder")}
        {input("itemno")}
        {input("itemdesc")}
        {input("requiredQty", { decimal: true })}
        {input("unit")}
        {input("readyBy", { day: true })}
        {input("responsible")}
        {input("venno")}
        {input("remark", { wide: true })}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={form.pending}>{t("common.cancel")}</Button>
        <Button type="submit" disabled={form.pending} aria-busy={form.pending} data-testid="material-prep-form-submit">{t("common.save")}</Button>
      </DialogFooter>
    </form>
  );
}
