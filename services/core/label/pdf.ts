import PDFDocument from "pdfkit";
import { labelTemplates, ptPerMm, type Box, type FaceField, type LabelFace } from "@/lib/label/templates";
import type { LabelTemplateId } from "@/lib/contracts/label/fields";
import { vectorBarcode, type BarcodeKind } from "./barcode-vector";
import type { CjkFonts } from "./fonts";

export interface PdfJob {
  template: LabelTemplateId;
  faces: LabelFace[];
  captions: Record<FaceField, string>;
  reprintText: string;
  fonts: CjkFonts;
  /** The bench's baseline: the same pages with the serial as text instead of barcodes. */
  textOnly?: boolean;
}
export interface PdfSink { chunk(bytes: Uint8Array): void; progress(done: number): void }

const mm = (v: number) => v * ptPerMm;

function drawBarcode(doc: PDFKit.PDFDocument, kind: BarcodeKind, text: string, box: Box, font: string) {
  const v = vectorBarcode(kind, text);
  const hri = kind === "qr" ? 0 : 2.6;
  const sx = mm(box.w) / v.width;
  const sy = mm(box.h - hri) / v.height;
  const s = kind === "qr" ? Math.min(sx, sy) : 1;
  doc.save().translate(mm(box.x), mm(box.y)).scale(kind === "qr" ? s : sx, kind === "qr" ? s : sy);
  for (let i = 0; i < v.rects.length; i += 4) doc.rect(v.rects[i]!, v.rects[i + 1]!, v.rects[i + 2]!, v.rects[i + 3]!);
  for (const d of v.paths) doc.path(d);
  doc.fill("#000").restore();
  if (hri) doc.font(font).fontSize(7).text(text, mm(box.x), mm(box.y + box.h - hri + 0.3), { width: mm(box.w), align: "center", lineBreak: false });
}

/**
 * Renders labels one page each and streams the PDF out as it is written (pages are flushed, never
 * buffered: RSS stays flat however many labels). Text in Noto Sans CJK, barcodes as vectors.
 */
export function renderLabelsPdf(job: PdfJob, sink: PdfSink): Promise<void> {
  const tpl = labelTemplates[job.template];
  const size: [number, number] = [mm(tpl.widthMm), mm(tpl.heightMm)];
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false });
  doc.registerFont("regular", job.fonts.regular.path, job.fonts.regular.family);
  doc.registerFont("bold", job.fonts.bold.path, job.fonts.bold.family);
  const done = new Promise<void>((resolve, reject) => {
    doc.on("data", (b: Buffer) => sink.chunk(new Uint8Array(b)));
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  job.faces.forEach((face, i) => {
    doc.addPage({ size, margin: 0 });
    for (const t of tpl.texts) {
      const value = face.values[t.field];
      const text = t.caption ? `${job.captions[t.field]}: ${value}` : value;
      doc.font(t.bold ? "bold" : "regular").fontSize(t.size)
        .text(text, mm(t.x), mm(t.y), { width: mm(t.w), height: t.size * 1.25, ellipsis: true, lineBreak: false });
    }
    const mark = `${face.seq}/${face.count}`;
    doc.font("bold").fontSize(8).text(face.reprint ? `${job.reprintText} ${mark}` : mark, mm(tpl.mark.x), mm(tpl.mark.y), { width: mm(tpl.mark.w), align: "right", lineBreak: false });
    if (face.reprint) doc.lineWidth(1).rect(mm(1), mm(1), mm(tpl.widthMm - 2), mm(tpl.heightMm - 2)).stroke("#000");
    if (job.textOnly) {
      doc.font("regular").fontSize(9).text(face.serial, mm(tpl.code128.x), mm(tpl.code128.y), { lineBreak: false });
      if (face.gs1) doc.text(face.gs1, mm(tpl.gs1.x), mm(tpl.gs1.y), { lineBreak: false });
    } else {
      drawBarcode(doc, "code128", face.serial, tpl.code128, "regular");
      if (face.withQr) drawBarcode(doc, "qr", face.serial, tpl.qr, "regular");
      if (face.gs1) drawBarcode(doc, "gs1", face.gs1, tpl.gs1, "regular");
    }
    sink.progress(i + 1);
  });
  doc.end();
  return done;
}
