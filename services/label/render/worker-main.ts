// The label PDF worker thread's body: renders off the event loop and posts the PDF back in chunks.
// Started through worker.mjs from the source tree, or as the bundle scripts/label-worker.mjs builds.
import { parentPort, workerData } from "node:worker_threads";
import { renderLabelsPdf, type PdfJob } from "./pdf";
import type { ThreadStart } from "./render-worker";
import { encodeQrInParallel, qrSplitAt } from "./qr-split";
import { warmUp } from "./warm-up";

const port = parentPort!;
const start = workerData as ThreadStart;
/**
 * A job given at start, or, for a spare started ahead of its task (render-worker.ts), the first one posted after
 * warming up; a spare told to end gets none.
 */
const job: PdfJob | undefined =
  start.job ?? (await warmUp().then(() => new Promise<PdfJob | undefined>((resolve) => port.once("message", (m: { job?: PdfJob }) => resolve(m.job)))));
const flushAt = 256 * 1024;
let parts: Uint8Array[] = [];
let size = 0;
const flush = () => {
  if (!size) return;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  parts = [];
  size = 0;
  port.postMessage({ type: "chunk", bytes: out }, [out.buffer]);
};
const stopped = new Error("stopped");

async function render(job: PdfJob) {
  const qrTexts = job.textOnly ? [] : job.faces.filter((f) => f.withQr).map((f) => f.serial);
  const qr = qrTexts.length >= qrSplitAt ? await encodeQrInParallel(qrTexts, import.meta.dirname) : undefined;
  if (Atomics.load(start.stop, 0)) return;
  await renderLabelsPdf({ ...job, qr }, {
    chunk(bytes) {
      parts.push(bytes);
      size += bytes.length;
      if (size >= flushAt) flush();
    },
    progress(done) {
      // Told to stop (render-worker.ts): it stops between two labels and the thread ends by itself. A terminate()
      // landing inside pdfkit's deflateSync, between a zlib handle's creation and its init, aborts the whole process.
      if (Atomics.load(start.stop, 0)) throw stopped;
      port.postMessage({ type: "progress", done });
    },
  });
  flush();
  port.postMessage({ type: "end" });
}

if (job) await render(job).catch((e: unknown) => {
  if (e !== stopped) throw e;
});
