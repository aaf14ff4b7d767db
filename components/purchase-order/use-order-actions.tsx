"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { callOp } from "@/lib/client/request";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { OutcomeDialog, type Outcome } from "@/components/common/outcome-dialog";
import { RequestError } from "@/lib/client/request";
import { AcceptDialog } from "./accept-dialog";
import { RejectDialog } from "./reject-dialog";

export interface OrderTarget {
  id: number;
  pono: string;
}
type Mode = "single" | "batch";
interface Pending {
  mode: Mode;
  targets: OrderTarget[];
}

/**
 * Accept ("receive") and decline ("reject"), for one order or a selection (the batch route and a
 * per-order outcome report). Accepting one order opens its line confirmations; a batch accept asks
 * first; decline asks for the reason. A refused action closes its dialog; its reason is shown.
 */
export function useOrderActions(onDone: () => void) {
  const t = useTranslations("purchaseOrder");
  const tc = useTranslations("common");
  const [receiving, setReceiving] = useState<Pending | null>(null);
  const [accepting, setAccepting] = useState<OrderTarget | null>(null);
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const labels = (targets: OrderTarget[]) => Object.fromEntries(targets.map((o) => [o.id, o.pono]));

  const run = async (p: Pending, kind: "receive" | "reject", reason?: string) => {
    setBusy(true);
    try {
      if (p.mode === "single") {
        const target = p.targets[0]!;
        if (kind === "receive") await callOp(purchaseOrderOps.receive, { params: { id: target.id } });
        else await callOp(purchaseOrderOps.reject, { params: { id: target.id }, body: { reason: reason ?? "" } });
        toast.success(t(kind === "receive" ? "receive.done" : "reject.done", { pono: target.pono }));
      } else {
        const ids = p.targets.map((o) => o.id);
        const result =
          kind === "receive"
            ? await callOp(purchaseOrderOps.batchReceive, { body: { ids } })
            : await callOp(purchaseOrderOps.batchReject, { body: { ids, reason: reason ?? "" } });
        setOutcome({ title: t(kind === "receive" ? "receive.outcome" : "reject.outcome"), result, labels: labels(p.targets) });
      }
      setReceiving(null);
      setRejecting(null);
      onDone();
    } catch (err) {
      // request() has shown the message; a field error keeps the dialog open for another try
      if (err instanceof RequestError && !err.fieldErrors) {
        setReceiving(null);
        setRejecting(null);
        onDone();
      }
    } finally {
      setBusy(false);
    }
  };

  const dialogs = (
    <>
      <AlertDialog open={receiving !== null} onOpenChange={(o) => !o && !busy && setReceiving(null)}>
        <AlertDialogContent data-testid="receive-dialog">
          <AlertDialogHeader>
            <AlertDialogTitle>{t("receive.title", { count: receiving?.targets.length ?? 0 })}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">
              {t("receive.confirm", { orders: receiving?.targets.map((o) => o.pono).join(", ") ?? "" })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{tc("cancel")}</AlertDialogCancel>
            <Button disabled={busy} onClick={() => receiving && run(receiving, "receive")} data-testid="receive-submit">
              {t("receive.submit")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <RejectDialog
        key={rejecting ? rejecting.targets.map((o) => o.id).join() : "closed"}
        labels={rejecting ? rejecting.targets.map((o) => o.pono) : null}
        busy={busy}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => (rejecting ? run(rejecting, "reject", reason) : undefined)}
      />
      <AcceptDialog target={accepting} onClose={() => setAccepting(null)} onDone={onDone} />
      <OutcomeDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );

  return {
    askReceive: (targets: OrderTarget[], mode: Mode) =>
      mode === "single" && targets.length === 1 ? setAccepting(targets[0]!) : setReceiving({ mode, targets }),
    askReject: (targets: OrderTarget[], mode: Mode) => setRejecting({ mode, targets }),
    dialogs,
  };
}
