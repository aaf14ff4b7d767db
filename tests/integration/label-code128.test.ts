import bwipjs from "bwip-js/node";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { code128Bars, code128Values } from "@/services/label/render/code128";
import { decodePdf } from "../helpers/pdf-scan";

/** Texts that take every path of the code-set choice: digits odd and even, leading, inner and trailing runs, sets A and B. */
const texts = [
  "L00000000001", "L90000000499", "12345678", "1234567", "99", "7", "AB", "ab-CD/12", "HY01-PO20261123001-0001",
  "X1234Y", "X12345Y", "A1B2C3d4", "LOT-26A", "123456789012345678901", "~`{|}!\"#$%&'()*+,./:;<=>?@[\\]^_",
];

function pdfOf(list: string[]): Promise<Uint8Array> {
  const unit = 1.2;
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, font: null as unknown as string });
  const parts: Buffer[] = [];
  doc.on("data", (b: Buffer) => parts.push(b));
  const done = new Promise<Uint8Array>((resolve) => doc.on("end", () => resolve(new Uint8Array(Buffer.concat(parts)))));
  for (const text of list) {
    const bars = code128Bars(text);
    doc.addPage({ size: [(bars.width + 20) * unit, 80], margin: 0 });
    doc.save().translate(10 * unit, 10).scale(unit, 6);
    for (let i = 0; i < bars.rects.length; i += 4) doc.rect(bars.rects[i]!, bars.rects[i + 1]!, bars.rects[i + 2]!, bars.rects[i + 3]!);
    doc.fill("#000").restore();
  }
  doc.end();
  return done;
}

describe("Code 128 drawn from the portal's own encoder", () => {
  it("a real decoder (zbarimg) reads back every text", async () => {
    expect(decodePdf(await pdfOf(texts))).toEqual(texts.map((t) => [t]));
  });

  it("is never longer than bwip-js's symbol for the same text", () => {
    for (const text of texts) {
      const svg = bwipjs.toSVG({ bcid: "code128", text, scale: 1, height: 10 });
      const bwipWidth = Number(/viewBox="0 0 ([\d.]+)/.exec(svg)![1]);
      expect(code128Bars(text).width, text).toBeLessThanOrEqual(bwipWidth);
    }
  });

  it("uses set C for digit runs and carries the check value", () => {
    // Start C, 12 34 56 78, check (105 + 12·1 + 34·2 + 56·3 + 78·4) mod 103, stop
    expect(code128Values("12345678")).toEqual([105, 12, 34, 56, 78, (105 + 12 + 68 + 168 + 312) % 103, 106]);
    // Start B, L, 0 (odd run: one digit in B), Code C, five pairs
    expect(code128Values("L00000000001").slice(0, 4)).toEqual([104, 44, 16, 99]);
    expect(() => code128Values("")).toThrow();
    expect(() => code128Values("纸")).toThrow();
  });
});
