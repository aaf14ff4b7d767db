// The label PDF worker thread: renders off the event loop and posts the PDF back in chunks.
// Plain ESM so Node starts it anywhere; tsx loads the TypeScript renderer (paths from tsconfig.json).
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { renderLabelsPdf } = await import("./pdf.ts");
const flushAt = 256 * 1024;
let parts = [];
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
  parentPort.postMessage({ type: "chunk", bytes: out }, [out.buffer]);
};
const qrTexts = workerData.textOnly ? [] : workerData.faces.filter((f) => f.withQr).map((f) => f.serial);
// Small jobs never load the splitter: most downloads are a few labels.
const qr = qrTexts.length >= 48 ? await (await import("./qr-split.ts")).encodeQrInParallel(qrTexts, import.meta.dirname) : undefined;
await renderLabelsPdf({ ...workerData, qr }, {
  chunk(bytes) {
    parts.push(bytes);
    size += bytes.length;
    if (size >= flushAt) flush();
  },
  progress(done) {
    parentPort.postMessage({ type: "progress", done });
  },
});
flush();
parentPort.postMessage({ type: "end" });
