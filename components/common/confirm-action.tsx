"use client";

import { useState } from "react";
import { openedOnce } from "./client-only";

export interface ConfirmActionProps {
  open: boolean; title: string; body: string; action: string; destructive?: boolean; busy: boolean; onConfirm: () => void; onClose: () => void;
}

/** A confirmation before a state change or a deletion (docs/requirements.md §8). */
export const ConfirmAction = openedOnce<ConfirmActionProps>(() => import("./confirm-dialog"), (p) => p.open);

export interface PendingAction {
  title: string;
  body: string;
  action: string;
  destructive?: boolean;
  run: () => Promise<unknown>;
}

/** Ask first, then run: `ask({ title, body, action, run })` opens the confirmation; errors toast through the request layer. */
export function useConfirmedAction(onDone: () => void) {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.run();
      setPending(null);
      onDone();
    } catch {
      setPending(null);
    } finally {
      setBusy(false);
    }
  };
  const dialog = (
    <ConfirmAction
      open={!!pending} title={pending?.title ?? ""} body={pending?.body ?? ""} action={pending?.action ?? ""} destructive={pending?.destructive}
      busy={busy} onConfirm={confirm} onClose={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}
