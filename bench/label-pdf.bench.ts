/**
 * B7 label PDF (issue 13): 500 labels rendered in the worker thread exactly as a download task does,
 * streamed out in chunks. Cases: Code128 only, Code128 + QR, and the baseline of the same run: the same
 * 500 pages with the serial as text. Prints wall time and its ratio to the baseline, the main thread's
 * event-loop delay p99 while the worker renders, and RSS growth. Targets: Code128 ≤ 1 s, p99 ≤ 20 ms,
 * RSS growth ≤ 150 MB.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { faceFields, labelFace, type FaceField } from "@/lib/label/templates";
import { cjkFonts } from "@/services/core/fonts";
import type { PdfJob } from "@/services/label/render/pdf";
import { renderInWorker } from "@/services/label/render/render-worker";
import { verdict } from "./purchase-stats";

const count = 500;
const batch = {
  itemdesc: "铜版纸 157g 889×1194 Coated paper", itemno: "PAP-157", pono: "PO20261123001", poLineNo: 1, applyNo: "R2611-07", projectNo: "", noticeNo: "DN2026112300001",
  noticeLineNo: 1, perPack: "500", perBundle: "100", batchNo: "LOT-26A", productionDate: "2026-11-23", netWeight: "125.5",
  singleWeight: "0.251", workNo: "W0123", customerLabel: "华印包装 客户标签", companyCode: "HY01", venno: "1001", vensname: "纸业",
  count, withGs1: false,
};
const captions = Object.fromEntries(faceFields.map((f) => [f, f])) as Record<FaceField, string>;
const job = (withQr: boolean, textOnly: boolean): PdfJob => ({
  template: "generic_100x70",
  faces: Array.from({ length: count }, (_, i) => labelFace({ ...batch, withQr }, { serial: `L${String(90_000_000_000 + i).padStart(11, "0")}`, seq: i + 1, quantity: "500", reprint: false })),
  captions, reprintText: "REPRINT", fonts: cjkFonts(), textOnly,
});

async function run(name: string, j: PdfJob) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  delay.enable();
  const t0 = performance.now();
  let bytes = 0;
  let firstPage = 0;
  for await (const chunk of renderInWorker(Date.now(), j, (done) => { if (done === 1) firstPage = performance.now() - t0; }) as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  const ms = performance.now() - t0;
  delay.disable();
  clearInterval(sampler);
  const p99 = delay.percentile(99) / 1e6;
  return { name, ms, firstPage, bytes, p99, rssMb: (peak - rss0) / 2 ** 20 };
}

// Warm-up: the first worker pays for loading the modules from disk; with the production bundle it also
// leaves the spare worker a running server keeps warm (render-worker.ts), which each later run takes.
await run("warm-up", { ...job(false, true), faces: job(false, true).faces.slice(0, 5) });
const rounds = 3;
const results: Record<string, Awaited<ReturnType<typeof run>>[]> = { baseline: [], code128: [], qr: [] };
for (let r = 0; r < rounds; r++) {
  results.baseline!.push(await run("baseline", job(false, true)));
  results.code128!.push(await run("code128", job(false, false)));
  results.qr!.push(await run("qr", job(true, false)));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const base = median(results.baseline!.map((x) => x.ms));
for (const [name, rs] of Object.entries(results)) {
  const ms = median(rs.map((x) => x.ms));
  const p99 = Math.max(...rs.map((x) => x.p99));
  const rss = Math.max(...rs.map((x) => x.rssMb));
  console.log(
    `${name.padEnd(9)} ${count} labels: ${ms.toFixed(0)} ms (first page ${median(rs.map((x) => x.firstPage)).toFixed(0)} ms), ` +
      `${(rs[0]!.bytes / 1024).toFixed(0)} KB, ×${(ms / base).toFixed(2)} baseline, event-loop p99 ${p99.toFixed(1)} ms, RSS +${rss.toFixed(0)} MB`,
  );
}
const code = results.code128!;
const codeMs = median(code.map((x) => x.ms));
console.log(`B7 targets: code128 ≤ 1000 ms ${verdict(codeMs <= 1000)}; event-loop p99 ≤ 20 ms ${verdict(Math.max(...code.map((x) => x.p99)) <= 20)}; RSS growth ≤ 150 MB ${verdict(Math.max(...code.map((x) => x.rssMb)) <= 150)}`);
