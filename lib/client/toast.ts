import { useState, useSyncExternalStore } from "react";

/**
 * Toasts without shipping sonner on first load: a call queues the message and asks the layout's
 * ToasterHost to mount sonner's Toaster (a lazily loaded chunk), which then shows what was queued.
 */
type Kind = "error" | "success" | "warning";
/** How long a message from a failed request stays. */
export const messageMs = 5000;
export interface ToastOptions {
  duration?: number;
  id?: string | number;
}
type Show = (kind: Kind, message: string, opts?: ToastOptions) => void;

let show: Show | null = null;
let dismissShown: ((id?: string | number) => void) | null = null;
let wanted = false;
const queue: Array<[Kind, string, ToastOptions | undefined]> = [];
const listeners = new Set<() => void>();

let errorSeq = 0;

/** Shows (or queues) a toast; an error always gets an id, so whoever caused it can take it back. */
function notify(kind: Kind, message: string, opts?: ToastOptions): string | number | undefined {
  const shown = kind === "error" && opts?.id === undefined ? { ...opts, id: `error-${++errorSeq}` } : opts;
  if (show) show(kind, message, shown);
  else {
    queue.push([kind, message, shown]);
    if (!wanted) {
      wanted = true;
      for (const l of listeners) l();
    }
  }
  return shown?.id;
}

export const toast = {
  error: (message: string, opts?: ToastOptions) => notify("error", message, opts),
  success: (message: string, opts?: ToastOptions) => notify("success", message, opts),
  warning: (message: string, opts?: ToastOptions) => notify("warning", message, opts),
  /** Removes every toast, or the one with this id, shown or still queued (e.g. a request's generic error a form shows better inline). */
  dismiss: (id?: string | number) => {
    if (id === undefined) queue.length = 0;
    else queue.splice(0, queue.length, ...queue.filter(([, , o]) => o?.id !== id));
    dismissShown?.(id);
  },
};

/**
 * The error toasts one form (or one action) has caused: its next success takes them back before it is
 * announced, so a stale "failed" never sits beside "saved". Errors of requests come in as RequestErrors,
 * which carry the id of the toast they showed.
 */
export function toastTrail() {
  const ids = new Set<string | number>();
  return {
    error(message: string, opts?: ToastOptions) {
      const id = toast.error(message, opts);
      if (id !== undefined) ids.add(id);
    },
    /** A caught error: if it showed a toast, that toast is this form's. */
    failed(err: unknown) {
      const id = (err as { toastId?: string | number } | null)?.toastId;
      if (id !== undefined) ids.add(id);
    },
    /** Takes back this form's error toasts. */
    takeBack() {
      for (const id of ids) toast.dismiss(id);
      ids.clear();
    },
    /** Takes back this form's error toasts; then `message`, if any, as a success. */
    success(message?: string, opts?: ToastOptions) {
      this.takeBack();
      if (message !== undefined) toast.success(message, opts);
    },
  };
}
export type ToastTrail = ReturnType<typeof toastTrail>;

/** A component's own toast trail, kept across renders. */
export function useToastTrail(): ToastTrail {
  return useState(toastTrail)[0];
}

/** Called by the loaded Toaster once it listens: shows the queued toasts, then every later one directly. */
export function toasterReady(shower: Show, dismiss: (id?: string | number) => void): void {
  show = shower;
  dismissShown = dismiss;
  for (const [kind, message, opts] of queue.splice(0)) shower(kind, message, opts);
}

/** True once some code has asked for a toast: the host then loads and mounts the Toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
}
