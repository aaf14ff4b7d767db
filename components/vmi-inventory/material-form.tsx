"use client";

import { useTranslations } from "next-intl";
import { vmiCurrencies, vmiInventoryOps, vmiMaterialCreate, type VmiMaterialDetail, type VmiMaterialRow } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { callOp } from "@/lib/client/request";
import { toast } from "@/lib/client/toast";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";

const blank = { venno: "", itemno: "", itemdesc: "", unit: "", minQty: "0", maxQty: "0", agreedPrice: "", currency: "CNY", defaultLocation: "" };

/** Agree a VMI material (new) or change its levels, price and default location (edit; supplier and code stay). */
export function MaterialForm({ row, onDone, onCancel }: { row: VmiMaterialRow | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations();
  const initial = row
    ? { venno: row.venno, itemno: row.itemno, itemdesc: row.itemdesc, unit: row.unit, minQty: row.minQty, maxQty: row.maxQty,
        agreedPrice: row.agreedPrice, currency: row.currency, defaultLocation: row.defaultLocation }
    : blank;
  const form = useContractForm(vmiMaterialCreate, initial, {
    onSubmit: ({ venno, itemno, ...body }) =>
      row ? callOp(vmiInventoryOps.update, { params: { id: row.id }, body }) : callOp(vmiInventoryOps.create, { body: { venno, itemno, ...body } }),
    onSuccess: (r) => {
      toast.success(t(row ? "vmiInventory.form.saved" : "vmiInventory.form.created", { itemno: (r as VmiMaterialDetail).itemno }));
      onDone();
    },
  });
  const text = (name: keyof typeof blank, opts: { decimal?: boolean; readOnly?: boolean } = {}) => (
    <FormField label={t(`vmiInventory.form.${name}`)} required={name !== "currency"} error={form.errorOf(name)}>
      {opts.decimal
        ? <DecimalInput {...form.valueField(name)} readOnly={opts.readOnly} data-testid={`vmi-form-${name}`} />
        : <Input {...form.field(name)} readOnly={opts.readOnly} data-testid={`vmi-form-${name}`} />}
    </FormField>
  );
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4" data-testid="vmi-material-form">
      <DialogHeader>
        <DialogTitle>{row ? t("vmiInventory.form.editTitle", { itemno: row.itemno }) : t("vmiInventory.form.createTitle")}</DialogTitle>
        <DialogDescription>{t("vmiInventory.form.priceNote")}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        {text("venno", { readOnly: !!row })}
        {text("itemno", { readOnly: !!row })}
        <div className="sm:col-span-2">{text("itemdesc")}</div>
        {text("unit")}
        {text("defaultLocation")}
        {text("minQty", { decimal: true })}
        {text("maxQty", { decimal: true })}
        {text("agreedPrice", { decimal: true })}
        <FormField label={t("vmiInventory.form.currency")} error={form.errorOf("currency")}>
          <select
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={form.values.currency}
            onChange={(e) => form.set("currency", e.target.value)}
            data-testid="vmi-form-currency"
          >
            {vmiCurrencies.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={form.pending}>{t("common.cancel")}</Button>
        <Button type="submit" disabled={form.pending} aria-busy={form.pending} data-testid="vmi-material-submit">{t("common.save")}</Button>
      </DialogFooter>
    </form>
  );
}
