"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { processingOrderOps, type ProcessingOrderRow } from "@/lib/contracts/erp-production/processing-order";
import { quantityIssue } from "@/lib/contracts/erp-production/quantity";
import { decSub } from "@/lib/contracts/decimal";
import { callOp, RequestError } from "@/lib/client/request";
import { formatDecimal } from "@/components/common/format";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { DecimalInput } from "@/components/ui/decimal-input";

/**
 * Production quantity entry: the catalogue's checks (empty, numeric, valid quantity for the unit) before
 * sending; the service's answers (not received, over the outsourced quantity) shown on the field too.
 */
export function QuantityDialog({ order, onClose, onSaved }: { order: ProcessingOrderRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setValue("");
    setError(null);
    onClose();
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!order) return;
    const issue = quantityIssue(value, order.unitDecimals);
    if (issue) return setError(t(issue.key, issue.values));
    setBusy(true);
    try {
      const entry = await callOp(processingOrderOps.enterQuantity, { params: { id: order.id }, body: { qty: value } });
      toast.success(t("processingOrder.quantity.saved", { cumulative: formatDecimal(entry.cumulativeAfter, locale) }));
      onSaved();
      close();
    } catch (err) {
      if (err instanceof RequestError) setError(err.fieldErrors?.qty?.[0] ?? err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={order !== null} onOpenChange={(o) => !o && !busy && close()}>
      <DialogContent closeLabel={t("common.close")} data-testid="quantity-dialog">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("processingOrder.quantity.title", { outNo: order?.outNo ?? "" })}</DialogTitle>
            <DialogDescription>
              {order &&
                t("processingOrder.quantity.summary", {
                  outbound: formatDecimal(order.outboundQty, locale),
                  completed: formatDecimal(order.completedQty, locale),
                  remaining: formatDecimal(decSub(order.outboundQty, order.completedQty), locale),
                })}
            </DialogDescription>
          </DialogHeader>
          <FormField label={t("processingOrder.quantity.label", { unit: order?.unit ?? "" })} error={error ?? undefined} required>
            <DecimalInput
              value={value}
              autoFocus
              data-testid="quantity-input"
              onValueChange={(v) => {
                setValue(v);
                setError(null);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={busy}>{t("common.cancel")}</Button>
            <Button type="submit" disabled={busy} data-testid="quantity-submit">{t("common.save")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
