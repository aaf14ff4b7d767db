"use client";

import { useTranslations } from "next-intl";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { useOp } from "@/lib/client/use-resource";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { ConfirmForm } from "./confirm-form";
import type { OrderTarget } from "./use-order-actions";

/**
 * "Accept order": the line-confirmation form with every line prefilled as accepted; its one submit
 * accepts the order with these confirmations. A refused accept (e.g. price review pending) closes it.
 */
export function AcceptDialog({ target, onClose, onDone }: { target: OrderTarget | null; onClose: () => void; onDone: () => void }) {
  const t = useTranslations();
  return (
    <Dialog open={target !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-[min(72rem,94vw)]" data-testid="accept-dialog">
        <DialogHeader>
          <DialogTitle>{t("purchaseOrder.confirm.acceptTitle")}</DialogTitle>
          <DialogDescription>{t("purchaseOrder.confirm.acceptDescription", { pono: target?.label ?? "" })}</DialogDescription>
        </DialogHeader>
        {target && <AcceptLines target={target} onClose={onClose} onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}

function AcceptLines({ target, onClose, onDone }: { target: OrderTarget; onClose: () => void; onDone: () => void }) {
  const { data, error } = useOp(purchaseOrderOps.detail, { id: target.id });
  if (error && !data) return <p role="alert" className="text-sm text-destructive">{error}</p>;
  if (!data) return <Skeleton className="h-32 w-full" />;
  return (
    <ConfirmForm
      orderId={target.id}
      lines={data.lines}
      accepting
      onCancel={onClose}
      onRefused={() => {
        onClose();
        onDone();
      }}
      onSaved={() => {
        onClose();
        onDone();
      }}
    />
  );
}
