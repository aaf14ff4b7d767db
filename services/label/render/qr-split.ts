import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { VectorBarcode } from "./barcode-vector";

/** Below this many QR symbols one thread is quicker than starting helpers. */
export const qrSplitAt = 48;
const maxHelpers = 4;

/**
 * The QR symbols of a large job encoded in parallel: the distinct texts split into slices, one helper
 * worker thread per slice. Answers the shapes by text; an empty map when the job is small.
 */
export async function encodeQrInParallel(texts: string[], dir: string): Promise<Map<string, VectorBarcode>> {
  const distinct = [...new Set(texts)];
  const out = new Map<string, VectorBarcode>();
  if (distinct.length < qrSplitAt) return out;
  const helpers = Math.max(1, Math.min(maxHelpers, os.availableParallelism() - 1, Math.ceil(distinct.length / qrSplitAt)));
  const size = Math.ceil(distinct.length / helpers);
  const slices = Array.from({ length: helpers }, (_, i) => distinct.slice(i * size, (i + 1) * size)).filter((s) => s.length);
  const results = await Promise.all(
    slices.map(
      (slice) =>
        new Promise<VectorBarcode[]>((resolve, reject) => {
          const w = new Worker(path.join(dir, "qr-worker.mjs"), { workerData: { texts: slice } });
          w.once("message", resolve);
          w.once("error", reject);
          w.once("exit", (code) => code !== 0 && reject(new Error(`QR helper ended with ${code}`)));
        }),
    ),
  );
  slices.forEach((slice, i) => slice.forEach((text, j) => out.set(text, results[i]![j]!)));
  return out;
}
