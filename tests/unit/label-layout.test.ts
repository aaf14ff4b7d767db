import { describe, expect, it } from "vitest";
import { labelTemplates, type Box } from "@/lib/label/templates";

/** A text line's height on the label: the CJK font's line box is about 1.45 em (pt → mm). */
const lineMm = (pt: number) => (pt * 1.45 * 25.4) / 72;
const clearance = 1;
const apart = (a: Box, b: Box) =>
  a.x + a.w + clearance <= b.x || b.x + b.w + clearance <= a.x || a.y + a.h + clearance <= b.y || b.y + b.h + clearance <= a.y;

/** Every box of every template keeps a millimetre from every barcode, and the barcodes from each other and the edge. */
describe("label templates", () => {
  for (const tpl of Object.values(labelTemplates)) {
    it(`${tpl.id}: no text touches a barcode, and every barcode fits the label`, () => {
      const codes = { code128: tpl.code128, qr: tpl.qr, gs1: tpl.gs1 };
      const clashes: string[] = [];
      for (const t of tpl.texts) {
        const box = { x: t.x, y: t.y, w: t.w, h: lineMm(t.size) };
        for (const [name, code] of Object.entries(codes)) if (!apart(box, code)) clashes.push(`${t.field} × ${name}`);
      }
      const names = Object.keys(codes) as Array<keyof typeof codes>;
      for (let i = 0; i < names.length; i++) {
        for (let j = i + 1; j < names.length; j++) if (!apart(codes[names[i]!], codes[names[j]!])) clashes.push(`${names[i]} × ${names[j]}`);
        const c = codes[names[i]!];
        if (c.x < 1 || c.y < 1 || c.x + c.w > tpl.widthMm - 1 || c.y + c.h > tpl.heightMm - 1) clashes.push(`${names[i]} leaves the label`);
      }
      expect(clashes).toEqual([]);
    });
  }
});
