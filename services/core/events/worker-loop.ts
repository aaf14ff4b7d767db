import "server-only";
import { log } from "@/lib/log";
import { beforeDbClose, type DbHandle } from "@/services/db/client";

export interface WorkerLoopOptions {
  /** Names the loop in its log lines (`<name>.step_failed`). */
  name: string;
  /** One round of work; answers true when more is due at once (a full batch), so the loop goes on without a pause. */
  step: () => Promise<boolean>;
  /** The pause between rounds when there is no more work (and the fallback poll where a NOTIFY wakes the loop). */
  pollMs: number;
  /** A NOTIFY channel that wakes the loop at once (a dedicated connection on PostgreSQL, in-process on PGlite). */
  listen?: string;
  /** The longest backoff after failing rounds. */
  maxBackoffMs?: number;
}

export interface WorkerLoop {
  /** Run a round now (as a NOTIFY does). */
  wake(): void;
  stop(): Promise<void>;
  /** Settles once the loop listens on its channel (at once without one; LISTEN having failed, it polls only). */
  listening: Promise<void>;
}

/**
 * A background loop of one instance: rounds of `step` while work is due, then a pause of `pollMs` that a
 * wake (or a NOTIFY on `listen`) cuts short. A failing round backs off (pollMs doubled per failure, up to
 * `maxBackoffMs`) and is tried again. Every instance runs its own; the steps' claims keep them from doing
 * a piece of work twice. Stopped before its database closes.
 */
export function startWorkerLoop(handle: DbHandle, opts: WorkerLoopOptions): WorkerLoop {
  const { name, step, pollMs, maxBackoffMs = 30_000 } = opts;
  let stopped = false;
  let kicked = false;
  let interrupt: (() => void) | null = null;
  const wake = () => {
    kicked = true;
    interrupt?.();
  };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (kicked || stopped) return resolve();
      const timer = setTimeout(() => interrupt?.(), ms);
      timer.unref?.();
      interrupt = () => {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      };
    });
  const unlisten = opts.listen
    ? handle.listen(opts.listen, wake).catch((err: unknown) => {
        log().warn({ event: `${name}.listen_failed`, err: String(err) }, `${name}: LISTEN failed, polling only`);
        return async () => {};
      })
    : Promise.resolve(async () => {});
  const loop = (async () => {
    let failures = 0;
    while (!stopped) {
      kicked = false;
      try {
        const more = await step();
        failures = 0;
        if (more) continue;
      } catch (err) {
        if (stopped) break;
        failures++;
        log().warn({ event: `${name}.step_failed`, failures, err: err instanceof Error ? err.message : String(err) }, `${name}: a round failed`);
      }
      await pause(failures ? Math.min(pollMs * 2 ** failures, maxBackoffMs) : pollMs);
    }
  })();
  const removeHook = beforeDbClose(async (db) => {
    if (db === handle.db) await stop();
  });
  async function stop() {
    stopped = true;
    removeHook();
    interrupt?.();
    await loop;
    await (await unlisten)();
  }
  return { wake, stop, listening: unlisten.then(() => undefined) };
}

/** `run` at most once per `everyMs` of the clock `now` gives: a periodic task inside a loop's step. */
export function every<A extends unknown[] = []>(everyMs: number, run: (now: Date, ...args: A) => Promise<unknown>): (now: Date, ...args: A) => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async (now, ...args) => {
    if (now.getTime() - last < everyMs) return;
    last = now.getTime();
    await run(now, ...args);
  };
}
