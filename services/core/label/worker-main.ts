// The label PDF worker thread's body: renders off the event loop and posts the PDF back in chunks.
// Started through worker.mjs from the source tree, or as the bundle scripts/label-worker.mjs builds.
import { parentPort, workerData } from "node:worker_threads";
import { renderLabelsPdf, type PdfJob } from "./pdf";
import { encodeQrInParallel, qrSplitAt } from "./qr-split";

const job = workerData as PdfJob;
const port = parentPort!;
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
const qrTexts = job.textOnly ? [] : job.faces.filter((f) => f.withQr).map((f) => f.serial);
const qr = qrTexts.length >= qrSplitAt ? await encodeQrInParallel(qrTexts, import.meta.dirname) : undefined;
await renderLabelsPdf({ ...job, qr }, {
  chunk(bytes) {
    parts.push(bytes);
    size += bytes.length;
    if (size >= flushAt) flush();
  },
  progress(done) {
    port.postMessage({ type: "progress", done });
  },
});
flush();
port.postMessage({ type: "end" });
