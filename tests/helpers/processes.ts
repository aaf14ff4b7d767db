import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

/** One JSON log line of a child process (pino), or the raw text of a line that is not JSON. */
export type LogLine = Record<string, unknown> & { raw: string };

export interface Proc {
  child: ChildProcess;
  lines: LogLine[];
  /** Resolves with the first line (already seen or still to come) that matches; rejects if the process exits first. */
  waitFor(match: (l: LogLine) => boolean, what?: string): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The environment of a child: the caller's, without what vitest sets for its own workers. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "info", DATABASE_URL: "", ...extra };
  for (const k of ["VITEST", "VITEST_WORKER_ID", "VITEST_POOL_ID", "TEST", "CONTRACT_CHECK", "NODE_OPTIONS"]) delete env[k];
  return env;
}

export function startProcess(args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"], cwd: process.cwd() });
  const lines: LogLine[] = [];
  const waiters: Array<{ match: (l: LogLine) => boolean; resolve: (l: LogLine) => void }> = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    // A process that could not be spawned never exits: report it as gone, so no wait hangs on it.
    child.once("error", (err) => {
      lines.push({ raw: `spawn failed: ${err.message}` });
      resolve({ code: -1, signal: null });
    });
  });
  const onLine = (raw: string) => {
    let line: LogLine;
    try {
      line = { ...(JSON.parse(raw) as Record<string, unknown>), raw };
    } catch {
      line = { raw };
    }
    lines.push(line);
    for (const w of [...waiters]) {
      if (w.match(line)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  readline.createInterface({ input: child.stdout! }).on("line", onLine);
  readline.createInterface({ input: child.stderr! }).on("line", onLine);
  const waitFor = (match: (l: LogLine) => boolean, what = "a log line") => {
    const seen = lines.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<LogLine>((resolve, reject) => {
      waiters.push({ match, resolve });
      void exited.then(({ code, signal }) =>
        reject(new Error(`exited (${code ?? signal}) before ${what}:\n${lines.map((l) => l.raw).join("\n")}`)),
      );
    });
  };
  return { child, lines, waitFor, exited };
}

/** A port of this test worker's own: files run side by side (tests/setup/workers.ts), each worker 20 ports apart. */
export const testPort = (offset: number) =>
  Number(process.env.E2E_PORT ?? 3250) + offset + 20 * (Number(process.env.VITEST_POOL_ID ?? 1) - 1);

/** `npm run services` as a single node process (tsx as a loader, so a signal reaches the server itself). */
export function startServices(dataDir: string, port: number, extra: Record<string, string> = {}): Proc {
  return startProcess(
    ["--import", "tsx", "--conditions=react-server", "scripts/services.ts"],
    childEnv({ DATA_DIR: dataDir, SERVICES_PORT: String(port), ...extra }),
  );
}

export const event = (name: string, more: Record<string, unknown> = {}) => (l: LogLine) =>
  l.event === name && Object.entries(more).every(([k, v]) => l[k] === v);

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function copyDir(from: string): string {
  const to = tempDir("portal-copy-");
  fs.cpSync(from, to, { recursive: true });
  return to;
}

/** Sends `signal` and waits for the exit. */
export async function stop(p: Proc, signal: NodeJS.Signals = "SIGTERM") {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return p.exited;
  p.child.kill(signal);
  return p.exited;
}
