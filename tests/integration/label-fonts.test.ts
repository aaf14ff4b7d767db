import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { faceFields, labelFace, type FaceField } from "@/lib/label/templates";
import { cjkFonts, shippedFonts } from "@/services/core/fonts";
import { renderLabelsPdf, type PdfJob } from "@/services/label/render/pdf";
import { decodePdf, pdfTextAndFonts } from "../helpers/pdf-scan";

const captions = Object.fromEntries(faceFields.map((f) => [f, f])) as Record<FaceField, string>;
const batch = {
  itemdesc: "铜版纸 157g Giấy tráng phủ", itemno: "PAP-157", pono: "PO20261128001", poLineNo: 1, applyNo: "R2611-08", projectNo: "", noticeNo: "DN2026112800001",
  noticeLineNo: 1, perPack: "500", perBundle: "100", batchNo: "LOT-28A", productionDate: "2026-11-28", netWeight: "125.5",
  singleWeight: "0.251", workNo: "W0128", customerLabel: "华印包装", companyCode: "HY01", venno: "1001", vensname: "纸业",
  count: 2, withGs1: false, withQr: false,
};

async function render(job: Omit<PdfJob, "template" | "captions" | "reprintText">) {
  const parts: Uint8Array[] = [];
  await renderLabelsPdf({ template: "generic_100x70", captions, reprintText: "补打", ...job }, { chunk: (b) => parts.push(b), progress() {} });
  return new Uint8Array(Buffer.concat(parts));
}
const faces = (itemdesc: string) =>
  [1, 2].map((seq) => labelFace({ ...batch, itemdesc }, { serial: `L7000000000${seq}`, seq, quantity: "500", reprint: false }));
/** Embedded fonts by PostScript name (a name twice: the subset and the full font each carry part of the text). */
const embedded = (pdf: Uint8Array) => pdfTextAndFonts(pdf).fonts.map((f) => f.replace(/^[A-Z]{6}\+/, "")).sort();

describe("label fonts: the shipped subset where it holds the text, the system's full fonts beyond it", () => {
  it("the system fonts come with the subset beside them, whose two weights hold the same characters", () => {
    const fonts = cjkFonts();
    expect(fonts.regular.path).toMatch(/NotoSansCJK-Regular\.ttc$/);
    expect(fonts.subset).toEqual({ regular: shippedFonts().regular, bold: shippedFonts().bold });
    const chars = (p: string) => (fontkit.openSync(p) as fontkit.Font).characterSet;
    expect(chars(shippedFonts().bold.path)).toEqual(chars(shippedFonts().regular.path));
    expect(cjkFonts({ ...process.env, LABEL_FONT_DIR: "/usr/share/fonts/opentype/noto" }).subset).toBeDefined();
  });

  it("a batch the subset covers embeds only the subset: the full collections are never opened", async () => {
    const pdf = await render({ faces: faces("铜版纸 157g Giấy tráng phủ"), fonts: cjkFonts() });
    expect(embedded(pdf)).toEqual(["NotoSansCJKsc-Bold", "NotoSansCJKsc-Regular"]);
    expect(pdfTextAndFonts(pdf).text).toContain("Giấy tráng phủ");
    expect(decodePdf(pdf)).toEqual([["L70000000001"], ["L70000000002"]]);
  });

  it("a character outside the subset is set in the full font, the rest still in the subset", async () => {
    // 龘 is neither in GB 2312 nor in the portal's texts, so the subset lacks it; Debian's full font has it
    expect(cjkFonts().subset && (fontkit.openSync(shippedFonts().regular.path) as fontkit.Font).hasGlyphForCodePoint(0x9f98)).toBe(false);
    const pdf = await render({ faces: faces("龘纸 157g"), fonts: cjkFonts() });
    // the item is set in bold: the full Bold carries it, the subset Bold the bold texts it holds
    expect(embedded(pdf)).toEqual(["NotoSansCJKsc-Bold", "NotoSansCJKsc-Bold", "NotoSansCJKsc-Regular"]);
    const { text } = pdfTextAndFonts(pdf);
    expect(text).toContain("龘纸 157g");
    expect(text).toContain("华印包装");
  });
});
