import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PdfJob } from "./pdf";

/** Workers rendering right now, by task id: `cancel` ends one (a test kills one mid-task this way). */
const active = new Map<number, Worker>();
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
let spare: { worker: Worker; idle: NodeJS.Timeout } | null = null;

function startSpare() {
  if (!keepsSpare() || spare) return;
  const worker = new Worker(/* turbopackIgnore: true */ workerPath);
  worker.unref();
  const idle = setTimeout(() => void worker.terminate(), spareIdleMs).unref();
  worker.on("error", () => {});
  worker.on("exit", () => {
    clearTimeout(idle);
    if (spare?.worker === worker) spare = null;
  });
  spare = { worker, idle };
}

/** The spare, given its job, or a new worker started with it. */
function workerFor(job: PdfJob): Worker {
  const taken = spare;
  spare = null;
  if (!taken) return new Worker(/* turbopackIgnore: true */ workerPath, { workerData: job });
  clearTimeout(taken.idle);
  taken.worker.removeAllListeners();
  taken.worker.ref();
  taken.worker.postMessage({ job });
  return taken.worker;
}

/**
 * The PDF of a job rendered in a worker thread, as a byte stream; `onProgress` hears each finished label.
 * The stream errors when the worker fails or is ended before it finished.
 */
export function renderInWorker(key: number, job: PdfJob, onProgress: (done: number) => void): ReadableStream<Uint8Array> {
  const worker = workerFor(job);
  active.set(key, worker);
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
      void worker.terminate();
    },
  });
}

export async function cancelRender(key: number): Promise<boolean> {
  const w = active.get(key);
  if (!w) return false;
  await w.terminate();
  return true;
}

export const isRendering = (key: number) => active.has(key);
/** Whether a warmed worker waits for the next job. */
export const hasSpare = () => spare !== null;
/** Ends the waiting spare, if any. */
export async function endSpare(): Promise<void> {
  const w = spare?.worker;
  spare = null;
  await w?.terminate();
}
