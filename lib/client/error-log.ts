"use client";

import { useSyncExternalStore } from "react";

/** A client error captured on this page: a window error, an unhandled promise rejection or a failed service call. */
export interface LoggedError {
  id: number;
  kind: "error" | "rejection" | "api";
  message: string;
  /** The envelope's returnCode of a failed service call. */
  returnCode?: number;
  source?: string;
  stack?: string;
  url: string;
  at: number;
}

const maxKept = 50;
let entries: LoggedError[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const errorLog = {
  add(entry: Omit<LoggedError, "id" | "at" | "url">) {
    entries = [{ ...entry, id: nextId++, at: Date.now(), url: window.location.pathname + window.location.search }, ...entries].slice(0, maxKept);
    emit();
  },
  clear() {
    entries = [];
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const empty: LoggedError[] = [];
export function useErrorLog(): LoggedError[] {
  return useSyncExternalStore(errorLog.subscribe, () => entries, () => empty);
}

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack };
  if (typeof reason === "string") return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
}

/** Starts capturing window errors and unhandled rejections; returns the function that stops it. */
export function captureErrors(): () => void {
  const onError = (e: ErrorEvent) => {
    const { message, stack } = describe(e.error ?? e.message);
    errorLog.add({ kind: "error", message: message || e.message, stack, source: e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : undefined });
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    errorLog.add({ kind: "rejection", ...describe(e.reason) });
  };
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
