import pino, { type DestinationStream, type Logger } from "pino";

/** What a log line may never carry, wherever it sits in the object: secrets and uploaded contents. */
export const redactPaths = [
  "password", "*.password", "oldPassword", "*.oldPassword", "newPassword", "*.newPassword",
  "token", "*.token", "cookie", "*.cookie", "authorization", "*.authorization", "body", "*.body",
  'headers["x-token"]', 'headers["cookie"]', 'headers["authorization"]', 'headers["set-cookie"]',
];

// Next.js may evaluate this module in several bundles of one process; they share one logger.
const holder = globalThis as unknown as { __portalLog?: Logger };

/** A JSON-lines logger with the redaction rules, to stdout or to `stream`. */
export function createLogger(level: string, stream?: DestinationStream): Logger {
  const options = { level, base: { pid: process.pid }, redact: { paths: redactPaths, censor: "[redacted]" } };
  return pino(options, stream ?? bufferedStdout());
}

/**
 * Stdout in batches of up to 4 KB, written at the latest 100 ms after the line: one write per request line was
 * the largest single cost of a list request's own CPU (bench B1). What is pending is written when the process exits.
 */
function bufferedStdout(): DestinationStream {
  const dest = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  let pending = false;
  setInterval(() => {
    if (!pending) return;
    pending = false;
    dest.flush();
    // A flush while a write is in flight does nothing, and what came meanwhile stays below minLength after it:
    // in a quiet process a line ("services listening") then waited for the next line, for minutes.
    dest.once("drain", () => dest.flush());
  }, 100).unref();
  return {
    write(line: string) {
      pending = true;
      dest.write(line);
    },
  };
}

/** The process's logger (LOG_LEVEL; silent under vitest unless LOG_LEVEL says otherwise). */
export function log(): Logger {
  holder.__portalLog ??= createLogger(process.env.LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info"));
  return holder.__portalLog;
}

/** Puts `logger` in place of the process's logger (tests that read what is logged); returns the previous one. */
export function replaceLogger(logger: Logger | undefined): Logger | undefined {
  const previous = holder.__portalLog;
  holder.__portalLog = logger;
  return previous;
}

/** An error as a log field, without the query parameters a database error quotes (they may hold hashes). */
export function errorField(err: unknown): { name: string; message: string; stack?: string } {
  const e = err instanceof Error ? err : new Error(String(err));
  const cut = (s: string) => s.replace(/\nparams:[^\n]*/g, "").slice(0, 2000);
  const cause = e.cause instanceof Error ? ` (${cut(e.cause.message)})` : "";
  return { name: e.name, message: cut(e.message) + cause, stack: e.stack ? cut(e.stack) : undefined };
}
