import { useSyncExternalStore } from "react";

let open = false;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function openRelogin(): void {
  if (!open) {
    open = true;
    emit();
  }
}

export function isReloginOpen(): boolean {
  return open;
}

export function closeRelogin(): void {
  open = false;
  emit();
}

export function useReloginOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
