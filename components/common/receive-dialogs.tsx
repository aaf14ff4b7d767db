"use client";

import { useTranslations } from "next-intl";
import type { z } from "zod/mini";
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
import { RejectDialog } from "./reject-dialog";
import type { Pending } from "./use-receive-actions";

/** use-receive-actions.tsx's dialogs: the receive confirmation, the reject reason and the batch outcome. */
export default function ReceiveDialogs(p: {
  namespace: string;
  rejectSchema: z.ZodMiniType<{ reason: string }, { reason: string }>;
  receiving: Pending | null;
  rejecting: Pending | null;
  outcome: Outcome | null;
  busy: boolean;
  onCloseReceive: () => void;
  onCloseReject: () => void;
  onCloseOutcome: () => void;
  onReceive: (p: Pending) => Promise<void>;
  onReject: (p: Pending, reason: string) => Promise<void>;
}) {
  const t = useTranslations(p.namespace);
  const tc = useTranslations("common");
  const { receiving, rejecting, busy } = p;
  return (
    <>
      <AlertDialog open={receiving !== null} onOpenChange={(o) => !o && !busy && p.onCloseReceive()}>
        <AlertDialogContent data-testid="receive-dialog">
          <AlertDialogHeader>
            <AlertDialogTitle>{t("receive.title", { count: receiving?.targets.length ?? 0 })}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">
              {t("receive.confirm", { orders: receiving?.targets.map((o) => o.label).join(", ") ?? "" })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{tc("cancel")}</AlertDialogCancel>
            <Button disabled={busy} onClick={() => receiving && p.onReceive(receiving)} data-testid="receive-submit">
              {t("receive.submit")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <RejectDialog
        key={rejecting ? rejecting.targets.map((o) => o.id).join() : "closed"}
        namespace={p.namespace}
        schema={p.rejectSchema}
        labels={rejecting ? rejecting.targets.map((o) => o.label) : null}
        busy={busy}
        onCancel={p.onCloseReject}
        onSubmit={(reason) => (rejecting ? p.onReject(rejecting, reason) : undefined)}
      />
      <OutcomeDialog outcome={p.outcome} onClose={p.onCloseOutcome} />
    </>
  );
}
