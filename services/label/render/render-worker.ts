import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PdfJob } from "./pdf";

/** A worker with its stop flag, which the thread reads between two labels (worker-main.ts). */
interface Thread {
  worker: Worker;
  stop: Int32Array;
}
/** Workers rendering right now, by task id: `cancelRender` ends one (a test stops one mid-task this way). */
const active = new Map<number, Thread>();
const labelDir = path.join(/* turbopackIgnore: true */ process.cwd(), "services/label/render");
const bundled = path.join(labelDir, "dist/worker.mjs");
/**
 * In production the bundle scripts/label-worker.mjs built (no tsx, no node_modules: a serverless function
 * carries that one file); otherwise the source tree, which tsx compiles. Next's bundler is told to leave both.
 */
export const workerPath = process.env.NODE_ENV === "production" && fs.existsSync(bundled) ? bundled : path.join(labelDir, "worker.mjs");

type WorkerMessage = { type: "chunk"; bytes: Uint8Array } | { type: "progress"; done: number } | { type: "end" };

/**
 * A long-running server keeps one warmed worker ready (worker-main.ts warms it up, then waits for its job):
 * a worker's start (modules, fonts, first text layout) is about a third of a 500-label download. Only with
 * the production bundle, and not on a serverless host, where a function's process does not outlive its
 * request for long (`LABEL_SPARE_WORKER` = 1 or 0 decides instead). An idle spare ends after `spareIdleMs`;
 * it never keeps the process alive.
 */
const keepsSpare = () =>
  process.env.LABEL_SPARE_WORKER ? process.env.LABEL_SPARE_WORKER === "1" : workerPath === bundled && !process.env.VERCEL;
const spareIdleMs = 10 * 60_000;
let spare: (Thread & { idle: NodeJS.Timeout }) | null = null;

/** What a label worker starts with (worker-main.ts): its stop flag, and its job unless it is a spare. */
export interface ThreadStart {
  stop: Int32Array;
  job?: PdfJob;
}
export const threadStart = (job?: PdfJob): ThreadStart => ({ stop: new Int32Array(new SharedArrayBuffer(4)), job });

function startThread(job?: PdfJob): Thread {
  const start = threadStart(job);
  return { worker: new Worker(/* turbopackIgnore: true */ workerPath, { workerData: start }), stop: start.stop };
}

/**
 * Ends a thread without terminate(), which can abort the process when it lands inside zlib: a rendering thread
 * stops at its next label, a waiting spare at the empty job. One that does not end within `graceMs` is terminated.
 */
async function stopThread({ worker, stop }: Thread, graceMs = 30_000): Promise<void> {
  if (worker.threadId === -1) return;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  Atomics.store(stop, 0, 1);
  worker.postMessage({});
  const timer = setTimeout(() => void worker.terminate(), graceMs).unref();
  await exited;
  clearTimeout(timer);
}

function startSpare() {
  if (!keepsSpare() || spare) return;
  const thread = startThread();
  const { worker } = thread;
  worker.unref();
  const idle = setTimeout(() => void stopThread(thread), spareIdleMs).unref();
  worker.on("error", () => {});
  worker.on("exit", () => {
    clearTimeout(idle);
    if (spare?.worker === worker) spare = null;
  });
  spare = { ...thread, idle };
}

/** The spare, given its job, or a new worker started with it. */
function threadFor(job: PdfJob): Thread {
  const taken = spare;
  spare = null;
  if (!taken) return startThread(job);
  clearTimeout(taken.idle);
  taken.worker.removeAllListeners();
  taken.worker.ref();
  taken.worker.postMessage({ job });
  return taken;
}

/**
 * The PDF of a job rendered in a worker thread, as a byte stream; `onProgress` hears each finished label.
 * The stream errors when the worker fails or is ended before it finished.
 */
export function renderInWorker(key: number, job: PdfJob, onProgress: (done: number) => void): ReadableStream<Uint8Array> {
  const thread = threadFor(job);
  const { worker } = thread;
  active.set(key, thread);
  let finished = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      worker.on("message", (m: WorkerMessage) => {
        if (m.type === "chunk") controller.enqueue(m.bytes);
        else if (m.type === "progress") onProgress(m.done);
        else {
          finished = true;
          controller.close();
        }
      });
      worker.on("error", (e) => controller.error(e));
      worker.on("exit", (code) => {
        active.delete(key);
        if (!finished) controller.error(new Error(`label worker ended early (exit ${code})`));
        startSpare();
      });
    },
    cancel() {
      void stopThread(thread);
    },
  });
}

export async function cancelRender(key: number): Promise<boolean> {
  const thread = active.get(key);
  if (!thread) return false;
  await stopThread(thread);
  return true;
}

export const isRendering = (key: number) => active.has(key);
/** Whether a warmed worker waits for the next job. */
export const hasSpare = () => spare !== null;
/** Ends the waiting spare, if any. */
export async function endSpare(): Promise<void> {
  const thread = spare;
  spare = null;
  if (thread) await stopThread(thread);
}
