"use client";

import { lazy, Suspense, useState } from "react";

import { useReceiveActions, type ReceiveOptions, type ReceiveTarget } from "@/components/common/use-receive-actions";

export type OrderTarget = ReceiveTarget;

const AcceptDialog = lazy(() => import("./accept-dialog").then((m) => ({ default: m.AcceptDialog })));

const options: ReceiveOptions = {
  namespace: "purchaseOrder",
  labelVar: "pono",
  load: async () => (await import("./order-calls")).orderCalls,
};

/**
 * Accept ("receive") and decline ("reject") purchase orders (components/common/use-receive-actions.tsx).
 * Accepting one order opens its line confirmations instead, so accepting and confirming are one step.
 */
export function useOrderActions(onDone: () => void) {
  const actions = useReceiveActions(options, onDone);
  const [accepting, setAccepting] = useState<OrderTarget | null>(null);
  return {
    ...actions,
    askReceive: (targets: OrderTarget[], mode: "single" | "batch") =>
      mode === "single" && targets.length === 1 ? setAccepting(targets[0]!) : actions.askReceive(targets, mode),
    dialogs: (
      <>
        {actions.dialogs}
        {accepting && (
          <Suspense>
            <AcceptDialog target={accepting} onClose={() => setAccepting(null)} onDone={onDone} />
          </Suspense>
        )}
      </>
    ),
  };
}
