import { useSyncExternalStore } from "react";

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

function notify(kind: Kind, message: string, opts?: ToastOptions) {
  if (show) return show(kind, message, opts);
  queue.push([kind, message, opts]);
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
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
