import pino, { type Logger } from "pino";

/** What a log line may never carry, wherever it sits in the object: secrets and uploaded contents. */
export const redactPaths = [
  "password", "*.password", "oldPassword", "*.oldPassword", "newPassword", "*.newPassword",
  "token", "*.token", "cookie", "*.cookie", "authorization", "*.authorization", "body", "*.body",
  'headers["x-token"]', 'headers["cookie"]', 'headers["authorization"]', 'headers["set-cookie"]',
];

// Next.js may evaluate this module in several bundles of one process; they share one logger.
const holder = globalThis as unknown as { __portalLog?: Logger };

/** The process's JSON-lines logger (LOG_LEVEL; silent under vitest unless LOG_LEVEL says otherwise). */
export function log(): Logger {
  holder.__portalLog ??= pino({
    level: process.env.LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info"),
    base: { pid: process.pid },
    redact: { paths: redactPaths, censor: "[redacted]" },
  });
  return holder.__portalLog;
}

/** An error as a log field, without the query parameters a database error quotes (they may hold hashes). */
export function errorField(err: unknown): { name: string; message: string; stack?: string } {
  const e = err instanceof Error ? err : new Error(String(err));
  const cut = (s: string) => s.replace(/\nparams:[^\n]*/g, "").slice(0, 2000);
  const cause = e.cause instanceof Error ? ` (${cut(e.cause.message)})` : "";
  return { name: e.name, message: cut(e.message) + cause, stack: e.stack ? cut(e.stack) : undefined };
}
