"use client";

import { lazy, Suspense, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toast";
import { RequestError } from "@/lib/client/request";
import type { BatchResult } from "@/lib/contracts/common";
import type { z } from "zod/mini";
import type { Outcome } from "@/components/common/outcome-dialog";

// The dialogs load when one first opens: a list page otherwise ships the dialog layers it rarely shows.
const ReceiveDialogs = lazy(() => import("./receive-dialogs"));

/** A record to act on and the label the user knows it by (PO number, outsourcing order number). */
export interface ReceiveTarget {
  id: number;
  label: string;
}

/** The module's four calls (its contract's receive, reject and batch operations through callOp). */
export interface ReceiveCalls {
  receive: (id: number) => Promise<unknown>;
  reject: (id: number, reason: string) => Promise<unknown>;
  batchReceive: (ids: number[]) => Promise<BatchResult>;
  batchReject: (ids: number[], reason: string) => Promise<BatchResult>;
}

/** What acting needs of the module's contract: its calls and the reject form's schema. */
export interface ReceiveParts {
  calls: ReceiveCalls;
  rejectSchema: z.ZodMiniType<{ reason: string }, { reason: string }>;
}

export interface ReceiveOptions {
  /** message namespace holding receive.{title,confirm,submit,done,outcome} and reject.{title,reason,submit,done,outcome} */
  namespace: string;
  /** the name of the label in the `done` messages, e.g. "pono" */
  labelVar: string;
  /** The contract's parts, loaded with the dialogs when one first opens (a list then ships no schema for them). */
  load: () => Promise<ReceiveParts>;
}
type Mode = "single" | "batch";
export interface Pending {
  mode: Mode;
  targets: ReceiveTarget[];
}

/**
 * Receive and reject, for one order (its own route, a toast) or a selection (the batch route and a
 * per-order outcome report). Both ask first; reject asks for the reason.
 */
export function useReceiveActions({ namespace, labelVar, load }: ReceiveOptions, onDone: () => void) {
  const t = useTranslations(namespace);
  const [receiving, setReceiving] = useState<Pending | null>(null);
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [parts, setParts] = useState<ReceiveParts | null>(null);
  const loadParts = () => {
    if (parts) return;
    load().then(setParts, () => {
      setReceiving(null);
      setRejecting(null);
    });
  };

  const labels = (targets: ReceiveTarget[]) => Object.fromEntries(targets.map((o) => [o.id, o.label]));

  const run = async (p: Pending, kind: "receive" | "reject", reason?: string) => {
    if (!parts) return;
    const { calls } = parts;
    setBusy(true);
    try {
      if (p.mode === "single") {
        const target = p.targets[0]!;
        if (kind === "receive") await calls.receive(target.id);
        else await calls.reject(target.id, reason ?? "");
        toast.success(t(kind === "receive" ? "receive.done" : "reject.done", { [labelVar]: target.label }));
      } else {
        const ids = p.targets.map((o) => o.id);
        const result =
          kind === "receive"
            ? await calls.batchReceive(ids)
            : await calls.batchReject(ids, reason ?? "");
        setOutcome({ title: t(kind === "receive" ? "receive.outcome" : "reject.outcome"), result, labels: labels(p.targets) });
      }
      setReceiving(null);
      setRejecting(null);
      onDone();
    } catch (err) {
      // request() has shown the message. A refusal (the order's state forbids it) closes the dialog;
      // a field error keeps it open for another try.
      if (err instanceof RequestError && !err.fieldErrors) {
        setReceiving(null);
        setRejecting(null);
        onDone();
      }
    } finally {
      setBusy(false);
    }
  };

  const open = receiving !== null || rejecting !== null || outcome !== null;
  const dialogs = open && parts && (
    <Suspense>
      <ReceiveDialogs
        namespace={namespace}
        rejectSchema={parts.rejectSchema}
        receiving={receiving}
        rejecting={rejecting}
        outcome={outcome}
        busy={busy}
        onCloseReceive={() => setReceiving(null)}
        onCloseReject={() => setRejecting(null)}
        onCloseOutcome={() => setOutcome(null)}
        onReceive={(p) => run(p, "receive")}
        onReject={(p, reason) => run(p, "reject", reason)}
      />
    </Suspense>
  );

  return {
    askReceive: (targets: ReceiveTarget[], mode: Mode) => {
      loadParts();
      setReceiving({ mode, targets });
    },
    askReject: (targets: ReceiveTarget[], mode: Mode) => {
      loadParts();
      setRejecting({ mode, targets });
    },
    dialogs,
  };
}
