"use client";

import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { vmiInventoryOps, vmiMovementBody, type VmiMaterialRow, type VmiMovementAnswer } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { callOp } from "@/lib/client/request";
import { formatDecimal } from "@/components/common/format";
import { useContractForm } from "@/components/common/use-contract-form";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { DecimalInput } from "@/components/ui/decimal-input";

/**
 * A receipt into or a consumption from VMI stock at a location (the material's default one first). The
 * service refuses a consumption beyond the location's on-hand; the values stay for a correction.
 */
export function MovementForm({ row, kind, onDone, onCancel }: {
  row: VmiMaterialRow; kind: "receipt" | "consumption"; onDone: () => void; onCancel: () => void;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const op = kind === "receipt" ? vmiInventoryOps.receive : vmiInventoryOps.consume;
  const form = useContractForm(vmiMovementBody, { location: row.defaultLocation, qty: "", reference: "" }, {
    onSubmit: (body) => callOp(op, { params: { id: row.id }, body }),
    onSuccess: (result) => {
      const r = result as VmiMovementAnswer;
      const values = { movementNo: r.movementNo, qty: formatDecimal(r.qty, locale), onHand: formatDecimal(r.onHandAfter, locale) };
      toast.success(t(kind === "receipt" ? "vmiInventory.move.receiptDone" : "vmiInventory.move.consumptionDone", values));
      if (r.stockState === "below_min") toast.warning(t("vmiInventory.move.belowMin", { itemno: row.itemno, qty: formatDecimal(r.suggestedQty, locale) }));
      onDone();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4" data-testid="vmi-movement-form">
      <DialogHeader>
        <DialogTitle>{t(kind === "receipt" ? "vmiInventory.move.receiptTitle" : "vmiInventory.move.consumptionTitle", { itemno: row.itemno })}</DialogTitle>
        <DialogDescription>
          {row.itemdesc} · {row.vensname} — {t(kind === "receipt" ? "vmiInventory.move.receiptHint" : "vmiInventory.move.consumptionHint")}
        </DialogDescription>
      </DialogHeader>
      <FormField label={t("vmiInventory.move.location")} required error={form.errorOf("location")}>
        <Input {...form.field("location")} data-testid="vmi-location" />
      </FormField>
      <FormField label={t("vmiInventory.move.qty", { unit: row.unit })} required error={form.errorOf("qty")}>
        <DecimalInput {...form.valueField("qty")} autoFocus data-testid="vmi-qty" />
      </FormField>
      <FormField label={t("vmiInventory.move.reference")} error={form.errorOf("reference")}>
        <Input {...form.field("reference")} data-testid="vmi-reference" />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={form.pending}>{t("common.cancel")}</Button>
        <Button type="submit" disabled={form.pending} aria-busy={form.pending} data-testid="vmi-movement-submit">{t("common.save")}</Button>
      </DialogFooter>
    </form>
  );
}
