import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { faceFields, labelFace, type FaceField } from "@/lib/label/templates";
import { cjkFonts } from "@/services/core/fonts";
import type { PdfJob } from "@/services/label/render/pdf";
import { cancelRender, endSpare, hasSpare, renderInWorker } from "@/services/label/render/render-worker";
import { decodePdf } from "../helpers/pdf-scan";

// What a Node server in production does (render-worker.ts): one warmed worker waits for the next download.
// Test files share modules and the environment, so the switch is on for this file only.
beforeAll(async () => {
  process.env.LABEL_SPARE_WORKER = "1";
  await endSpare();
});
afterAll(async () => {
  delete process.env.LABEL_SPARE_WORKER;
  await endSpare();
});

const captions = Object.fromEntries(faceFields.map((f) => [f, f])) as Record<FaceField, string>;
const batch = {
  itemdesc: "铜版纸 157g", itemno: "PAP-157", pono: "PO20261128002", poLineNo: 1, applyNo: "R1", projectNo: "", noticeNo: "DN1", noticeLineNo: 1,
  perPack: "500", perBundle: "100", batchNo: "LOT-SP", productionDate: "2026-11-28", netWeight: "1", singleWeight: "1", workNo: "W1",
  customerLabel: "华印包装", companyCode: "HY01", venno: "1001", vensname: "纸业", withGs1: false, withQr: false,
};
const job = (first: number, count: number): PdfJob => ({
  template: "generic_100x70", captions, reprintText: "补打", fonts: cjkFonts(),
  faces: Array.from({ length: count }, (_, i) => labelFace({ ...batch, count }, { serial: `L${first + i}`, seq: i + 1, quantity: "500", reprint: false })),
});
async function read(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) parts.push(part);
  return new Uint8Array(Buffer.concat(parts));
}
const spareReady = () => vi.waitFor(() => expect(hasSpare()).toBe(true), { timeout: 30_000, interval: 50 });

describe("the warmed spare label worker", () => {
  it("takes the next download after one finishes, renders it the same, and another warms up behind it", { timeout: 120_000 }, async () => {
    expect(hasSpare()).toBe(false);
    expect(decodePdf(await read(renderInWorker(901, job(61_000_000_000, 2), () => {})))).toEqual([["L61000000000"], ["L61000000001"]]);
    await spareReady();
    const done: number[] = [];
    const onSpare = renderInWorker(902, job(62_000_000_000, 3), (n) => done.push(n));
    expect(hasSpare()).toBe(false);
    expect(decodePdf(await read(onSpare))).toEqual([["L62000000000"], ["L62000000001"], ["L62000000002"]]);
    expect(done).toEqual([1, 2, 3]);
    await spareReady();
  });

  it("a download on the spare stops like any other when its task is cancelled", { timeout: 120_000 }, async () => {
    await spareReady();
    let done = 0;
    const stream = renderInWorker(903, job(63_000_000_000, 400), (n) => (done = n));
    await vi.waitFor(() => expect(done).toBeGreaterThan(0), { timeout: 30_000, interval: 20 });
    expect(await cancelRender(903)).toBe(true);
    // Exit 0: the thread stopped itself between two labels; terminate() (exit 1) can abort the process inside zlib.
    await expect(read(stream)).rejects.toThrow("label worker ended early (exit 0)");
    expect(done).toBeLessThan(400);
  });
});
