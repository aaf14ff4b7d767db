import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faceFields, labelFace, type FaceField } from "@/lib/label/templates";
import { shippedFonts } from "@/services/core/fonts";
import type { PdfJob } from "@/services/label/render/pdf";
import { qrSplitAt } from "@/services/label/render/qr-split";
import { threadStart } from "@/services/label/render/render-worker";
import { decodePdf, pdfTextAndFonts } from "../helpers/pdf-scan";

// What a serverless function runs: the bundled workers copied away from the project (no node_modules, no
// tsx above them) and the subset fonts the repository ships, not the system's.
let dir = "";
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "label-bundle-"));
  execFileSync(process.execPath, ["scripts/label-worker.mjs", dir], { stdio: "pipe" });
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const batch = {
  itemdesc: "铜版纸 157g Giấy tráng phủ", itemno: "PAP-157", pono: "PO20261127001", poLineNo: 2, applyNo: "R2611-07", projectNo: "", noticeNo: "DN2026112700001",
  noticeLineNo: 1, perPack: "500", perBundle: "100", batchNo: "LOT-27B", productionDate: "2026-11-27", netWeight: "125.5",
  singleWeight: "0.251", workNo: "W0127", customerLabel: "华印包装", companyCode: "HY01", venno: "1001", vensname: "Giấy Việt",
  count: qrSplitAt, withGs1: true, withQr: true,
};
const captions = Object.fromEntries(faceFields.map((f) => [f, f])) as Record<FaceField, string>;

function render(job: PdfJob): Promise<Uint8Array> {
  const worker = new Worker(path.join(dir, "worker.mjs"), { workerData: threadStart(job) });
  const parts: Uint8Array[] = [];
  return new Promise((resolve, reject) => {
    worker.on("message", (m: { type: string; bytes?: Uint8Array }) => {
      if (m.type === "chunk") parts.push(m.bytes!);
      if (m.type === "end") resolve(Buffer.concat(parts));
    });
    worker.on("error", reject);
    worker.on("exit", (code) => reject(new Error(`worker exited ${code} before the end`)));
  });
}

describe("the bundled label worker with the shipped fonts", () => {
  it("needs nothing beside it: a large QR job renders, its text is in the subset fonts and every barcode scans", { timeout: 120_000 }, async () => {
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".mjs")).sort()).toEqual(["qr-worker.mjs", "worker.mjs"]);
    const faces = Array.from({ length: qrSplitAt }, (_, i) => labelFace(batch, { serial: `L${String(80_000_000_000 + i)}`, seq: i + 1, quantity: "500", reprint: i === 0 }));
    const pdf = await render({ template: "generic_100x70", faces, captions, reprintText: "补打", fonts: shippedFonts() });
    const { text, fonts } = pdfTextAndFonts(pdf);
    for (const s of ["铜版纸", "Giấy tráng phủ", "华印包装", "补打", "PO20261127001-2", "apply: R2611-07"]) expect(text).toContain(s);
    expect(new Set(fonts.map((f) => f.replace(/^[A-Z]{6}\+/, "")))).toEqual(new Set(["NotoSansCJKsc-Regular", "NotoSansCJKsc-Bold"]));
    const gs1 = "11261127" + "30500\x1d" + "10LOT-27B";
    expect(decodePdf(pdf)).toEqual(faces.map((f) => [gs1, f.serial, f.serial].sort()));
  });

  it("leaves an empty apply number off the label (processing labels have none)", async () => {
    const face = labelFace({ ...batch, applyNo: "", withQr: false, count: 1 }, { serial: "L80000000999", seq: 1, quantity: "5", reprint: false });
    const { text } = pdfTextAndFonts(await render({ template: "generic_100x70", faces: [face], captions, reprintText: "", fonts: shippedFonts() }));
    expect(text).toContain("pono: PO20261127001-2");
    expect(text).not.toContain("apply:");
  });
});
