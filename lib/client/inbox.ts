import { useSyncExternalStore } from "react";

/**
 * The signed-in user's unread count, live: one EventSource per tab (base-data notification/stream) while
 * anything shows it. `version` moves on every message, so open lists know to read again.
 */
let source: EventSource | null = null;
let unread: number | null = null;
let version = 0;
const listeners = new Set<() => void>();

function open() {
  if (source || typeof EventSource === "undefined") return;
  source = new EventSource("/api/base-data/notification/stream");
  source.addEventListener("unread", (e) => {
    unread = (JSON.parse((e as MessageEvent<string>).data) as { unread: number }).unread;
    version++;
    for (const l of listeners) l();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    source?.close();
    source = null;
  };
}

export const useUnread = () => useSyncExternalStore(subscribe, () => unread, () => null);
export const useInboxVersion = () => useSyncExternalStore(subscribe, () => version, () => 0);
