import PDFDocument from "pdfkit";
import { labelTemplates, ptPerMm, type Box, type FaceField, type LabelFace } from "@/lib/label/templates";
import type { LabelTemplateId } from "@/lib/contracts/label/fields";
import { vectorBarcode, type BarcodeKind, type VectorBarcode } from "./barcode-vector";
import { coverage, type CjkFonts } from "@/services/core/fonts";

export interface PdfJob {
  template: LabelTemplateId;
  faces: LabelFace[];
  captions: Record<FaceField, string>;
  reprintText: string;
  fonts: CjkFonts;
  /** The bench's baseline: the same pages with the serial as text instead of barcodes. */
  textOnly?: boolean;
  /** QR shapes encoded beforehand (in parallel, qr-split.ts), by text; any other is encoded here. */
  qr?: Map<string, VectorBarcode>;
}
export interface PdfSink { chunk(bytes: Uint8Array): void; progress(done: number): void }

const mm = (v: number) => v * ptPerMm;

/** Measured fits of texts, and which texts the subset font holds (pdf.ts registers it as `<font>~`). */
interface Fits { of: Map<string, [string, number]>; inSubset: (text: string) => boolean }

/**
 * One line of text at x/y, cut with "…" to `width` and aligned, without pdfkit's line wrapper. The fit
 * is measured once per distinct text: a batch repeats most texts on every label.
 */
function textLine(doc: PDFKit.PDFDocument, fits: Fits, o: { font: string; size: number; text: string; x: number; y: number; width: number; align?: "left" | "center" | "right" }) {
  const font = fits.inSubset(`${o.text}…`) ? `${o.font}~` : o.font;
  doc.font(font).fontSize(o.size);
  const key = `${font}|${o.size}|${o.width}|${o.text}`;
  let fit = fits.of.get(key);
  if (!fit) {
    let text = o.text;
    let w = doc.widthOfString(text);
    while (w > o.width && text.length > 1) {
      text = text.slice(0, -1);
      w = doc.widthOfString(`${text}…`);
      if (w <= o.width) text = `${text}…`;
    }
    fit = [text, w];
    fits.of.set(key, fit);
  }
  const dx = o.align === "center" ? (o.width - fit[1]) / 2 : o.align === "right" ? o.width - fit[1] : 0;
  doc.text(fit[0], o.x + Math.max(0, dx), o.y, { lineBreak: false });
}

function drawBarcode(doc: PDFKit.PDFDocument, fits: Fits, kind: BarcodeKind, text: string, box: Box, ready?: VectorBarcode) {
  const v = ready ?? vectorBarcode(kind, text);
  const hri = kind === "qr" ? 0 : 2.6;
  const sx = mm(box.w) / v.width;
  const sy = mm(box.h - hri) / v.height;
  const s = kind === "qr" ? Math.min(sx, sy) : 1;
  doc.save().translate(mm(box.x), mm(box.y)).scale(kind === "qr" ? s : sx, kind === "qr" ? s : sy);
  for (let i = 0; i < v.rects.length; i += 4) doc.rect(v.rects[i]!, v.rects[i + 1]!, v.rects[i + 2]!, v.rects[i + 3]!);
  for (const d of v.paths) doc.path(d);
  doc.fill("#000").restore();
  if (hri) textLine(doc, fits, { font: "regular", size: 7, text, x: mm(box.x), y: mm(box.y + box.h - hri + 0.3), width: mm(box.w), align: "center" });
}

/**
 * Renders labels one page each and streams the PDF out as it is written (pages are flushed, never
 * buffered: RSS stays flat however many labels). Text in Noto Sans CJK, barcodes as vectors.
 */
export function renderLabelsPdf(job: PdfJob, sink: PdfSink): Promise<void> {
  const tpl = labelTemplates[job.template];
  const size: [number, number] = [mm(tpl.widthMm), mm(tpl.heightMm)];
  // font: null: pdfkit would load Helvetica, which a bundled worker does not carry and no label uses.
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, font: null as unknown as string });
  doc.registerFont("regular", job.fonts.regular.path, job.fonts.regular.family);
  doc.registerFont("bold", job.fonts.bold.path, job.fonts.bold.family);
  const done = new Promise<void>((resolve, reject) => {
    doc.on("data", (b: Buffer) => sink.chunk(new Uint8Array(b)));
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  const { subset } = job.fonts;
  if (subset) {
    doc.registerFont("regular~", subset.regular.path, subset.regular.family);
    doc.registerFont("bold~", subset.bold.path, subset.bold.family);
  }
  // The full fonts load only when a text needs a character outside the subset (pdfkit opens a font on first use).
  const fits: Fits = { of: new Map(), inSubset: subset ? coverage(subset.regular) : () => false };
  job.faces.forEach((face, i) => {
    doc.addPage({ size, margin: 0 });
    for (const t of tpl.texts) {
      const value = face.values[t.field];
      if (t.optional && !value) continue;
      const text = t.caption ? `${job.captions[t.field]}: ${value}` : value;
      textLine(doc, fits, { font: t.bold ? "bold" : "regular", size: t.size, text, x: mm(t.x), y: mm(t.y), width: mm(t.w) });
    }
    const mark = `${face.seq}/${face.count}`;
    textLine(doc, fits, { font: "bold", size: 8, text: face.reprint ? `${job.reprintText} ${mark}` : mark, x: mm(tpl.mark.x), y: mm(tpl.mark.y), width: mm(tpl.mark.w), align: "right" });
    if (face.reprint) doc.lineWidth(1).rect(mm(1), mm(1), mm(tpl.widthMm - 2), mm(tpl.heightMm - 2)).stroke("#000");
    if (job.textOnly) {
      textLine(doc, fits, { font: "regular", size: 9, text: face.serial, x: mm(tpl.code128.x), y: mm(tpl.code128.y), width: mm(tpl.code128.w) });
      if (face.gs1) textLine(doc, fits, { font: "regular", size: 9, text: face.gs1, x: mm(tpl.gs1.x), y: mm(tpl.gs1.y), width: mm(tpl.gs1.w) });
    } else {
      drawBarcode(doc, fits, "code128", face.serial, tpl.code128);
      if (face.withQr) drawBarcode(doc, fits, "qr", face.serial, tpl.qr, job.qr?.get(face.serial));
      if (face.gs1) drawBarcode(doc, fits, "gs1", face.gs1, tpl.gs1);
    }
    sink.progress(i + 1);
  });
  doc.end();
  return done;
}
