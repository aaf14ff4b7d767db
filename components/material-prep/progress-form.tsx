"use client";

import { useLocale, useTranslations } from "next-intl";
import { materialPrepOps, materialPrepProgressBody, type MaterialPrepDetail, type MaterialPrepRow } from "@/lib/contracts/erp-purchase/material-prep";
import { decSub } from "@/lib/contracts/decimal";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { formatQuantity } from "@/lib/number-format";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";

/**
 * A progress entry. The service refuses a total past the required quantity (also when another entry got
 * there first) with the remaining quantity on the field; the value stays for a correction.
 */
export function MaterialPrepProgressForm({ row, onDone, onCancel }: { row: MaterialPrepRow; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const q = (v: string) => formatQuantity(v, locale);
  const form = useContractForm(materialPrepProgressBody, { qty: "", note: "" }, {
    onSubmit: (body) => callOp(materialPrepOps.progress, { params: { id: row.id }, body }),
    onSuccess: (r) => {
      const d = r as MaterialPrepDetail;
      toast.success(d.status === "ready"
        ? t("materialPrep.progress.ready", { taskNo: d.taskNo })
        : t("materialPrep.progress.done", { prepared: q(d.preparedQty), required: q(d.requiredQty) }));
      onDone();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4" data-testid="material-prep-progress-form">
      <DialogHeader>
        <DialogTitle>{t("materialPrep.progress.title", { taskNo: row.taskNo })}</DialogTitle>
        <DialogDescription data-testid="material-prep-progress-summary">
          {row.itemno} {row.itemdesc} — {t("materialPrep.progress.summary", {
            required: q(row.requiredQty), unit: row.unit, prepared: q(row.preparedQty), remaining: q(decSub(row.requiredQty, row.preparedQty)),
          })}
        </DialogDescription>
      </DialogHeader>
      <FormField label={`${t("materialPrep.columns.qty")} (${row.unit})`} required error={form.errorOf("qty")}>
        <DecimalInput {...form.valueField("qty")} autoFocus data-testid="material-prep-qty" />
      </FormField>
      <FormField label={t("materialPrep.columns.note")} error={form.errorOf("note")}>
        <Input {...form.field("note")} data-testid="material-prep-note" />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={form.pending}>{t("common.cancel")}</Button>
        <Button type="submit" disabled={form.pending} aria-busy={form.pending} data-testid="material-prep-progress-submit">{t("common.save")}</Button>
      </DialogFooter>
    </form>
  );
}
