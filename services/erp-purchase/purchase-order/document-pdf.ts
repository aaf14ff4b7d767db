import PDFDocument from "pdfkit";
import bwipjs from "bwip-js/node";
import type { PurchaseOrderDetail, PurchaseOrderLine } from "@/lib/contracts/erp-purchase/purchase-order";
import { confirmationText, orderFields, orderTerms } from "@/lib/purchase-order/document";
import type { Translate } from "@/lib/contracts/issues";
import { formatMoney, formatQuantity } from "@/lib/number-format";
import { formatZonedNamed } from "@/lib/business-time";
import { coverage, type CjkFonts } from "@/services/core/fonts";

interface OrderDocumentJob {
  order: PurchaseOrderDetail;
  companyName: string;
  t: Translate;
  locale: string;
  timeZone: string;
  fonts: CjkFonts;
  printedAt: Date;
}

const a4: [number, number] = [595.28, 841.89];
const margin = 36;
const width = a4[0] - 2 * margin;
const caption = (t: Translate, field: string) => t(`purchaseOrder.columns.${field}`);

interface Column { head: string; width: number; align?: "left" | "right"; cell: (l: PurchaseOrderLine) => string }

/**
 * The purchase order on A4 portrait: the company's header with the order number's Code128, the order's
 * fields, the delivery terms, the lines with prices and each line's confirmation, the total; the table's
 * header is repeated on every page and every page is numbered. Text in Noto Sans CJK (the shipped subset
 * when it holds every character), so any of the five languages prints.
 */
export async function renderOrderPdf(job: OrderDocumentJob): Promise<Uint8Array<ArrayBuffer>> {
  const { order: o, t, locale } = job;
  const columns: Column[] = [
    { head: caption(t, "lineNo"), width: 26, cell: (l) => String(l.lineNo) },
    { head: caption(t, "itemno"), width: 56, cell: (l) => l.itemno },
    { head: caption(t, "itemdesc"), width: 88, cell: (l) => (l.specs ? `${l.itemdesc}\n${l.specs}` : l.itemdesc) },
    { head: caption(t, "packunit"), width: 44, cell: (l) => l.packunit },
    { head: caption(t, "payqty"), width: 48, align: "right", cell: (l) => formatQuantity(l.payqty, locale) },
    { head: caption(t, "dj"), width: 46, align: "right", cell: (l) => formatMoney(l.dj, locale) },
    { head: caption(t, "amount"), width: 54, align: "right", cell: (l) => formatMoney(l.amount, locale) },
    { head: caption(t, "deldate"), width: 52, cell: (l) => l.deldate },
    { head: caption(t, "confirmStatus"), width: 0, cell: (l) => confirmationText(t, locale, l) },
  ];
  columns[columns.length - 1]!.width = width - columns.reduce((s, c) => s + c.width, 0);

  const title = t("purchaseOrder.document.title");
  const fields = orderFields(t, o);
  const terms = orderTerms(t, o);
  const total = `${caption(t, "totalAmount")}: ${formatMoney(o.totalAmount, locale)} ${o.currency}`;
  const printed = t("purchaseOrder.document.printedAt", { at: formatZonedNamed(job.printedAt, job.timeZone, locale) });

  const texts = [job.companyName, title, o.pono, terms, total, printed, t("purchaseOrder.document.terms"), t("purchaseOrder.document.page", { page: 1, pages: 1 }),
    ...fields.flat(), ...columns.map((c) => c.head), ...o.lines.flatMap((l) => columns.map((c) => c.cell(l)))].join("");
  const subset = job.fonts.subset ?? null;
  const fonts = subset && coverage(subset.regular)(texts) && coverage(subset.bold)(texts) ? subset : job.fonts;

  const barcode = await bwipjs.toBuffer({ bcid: "code128", text: o.pono, scale: 3, height: 12, includetext: false });

  // margin 0: the layout places every text itself, so pdfkit never breaks a page on its own.
  // font: null: pdfkit would load Helvetica, which the bundle does not carry and no text here uses.
  const doc = new PDFDocument({ size: a4, margin: 0, bufferPages: true, font: null as unknown as string, info: { Title: `${title} ${o.pono}` } });
  doc.registerFont("regular", fonts.regular.path, fonts.regular.family);
  doc.registerFont("bold", fonts.bold.path, fonts.bold.family);
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on("data", (b: Buffer) => chunks.push(b));
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });

  doc.font("regular").fontSize(10).text(job.companyName, margin, margin, { width: width - 170 });
  doc.font("bold").fontSize(18).text(title, margin, doc.y + 2, { width: width - 170 });
  doc.font("regular").fontSize(10).text(`${caption(t, "pono")}: ${o.pono}`, margin, doc.y + 2, { width: width - 170 });
  doc.image(barcode, margin + width - 160, margin, { width: 160, height: 40 });
  doc.font("regular").fontSize(8).text(o.pono, margin + width - 160, margin + 42, { width: 160, align: "center" });
  let y = Math.max(doc.y, margin + 56) + 6;
  doc.moveTo(margin, y).lineTo(margin + width, y).lineWidth(1.5).stroke("#000");
  y += 8;

  const half = width / 2;
  for (let i = 0; i < fields.length; i += 2) {
    let next = y;
    for (const [j, [k, v]] of fields.slice(i, i + 2).entries()) {
      const x = margin + j * half;
      doc.font("regular").fontSize(9).fillColor("#444").text(`${k}:`, x, y, { width: 80 });
      doc.fillColor("#000").text(v, x + 82, y, { width: half - 88 });
      next = Math.max(next, doc.y);
    }
    y = next + 3;
  }
  y += 5;
  doc.font("bold").fontSize(10).text(t("purchaseOrder.document.terms"), margin, y, { width });
  doc.font("regular").fontSize(9).text(terms, margin, doc.y + 2, { width });
  y = doc.y + 10;

  const pad = 3;
  const bottom = a4[1] - margin - 18;
  const rowHeight = (cells: string[], font: string, size: number) => {
    doc.font(font).fontSize(size);
    return Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i]!.width - 2 * pad }))) + 2 * pad;
  };
  const drawRow = (cells: string[], font: string, size: number, h: number, shade: boolean) => {
    let x = margin;
    if (shade) doc.rect(margin, y, width, h).fill("#eee");
    doc.fillColor("#000").font(font).fontSize(size);
    cells.forEach((c, i) => {
      const col = columns[i]!;
      doc.text(c, x + pad, y + pad, { width: col.width - 2 * pad, align: col.align ?? "left" });
      doc.rect(x, y, col.width, h).lineWidth(0.5).stroke("#000");
      x += col.width;
    });
    y += h;
  };
  const heads = columns.map((c) => c.head);
  const headHeight = rowHeight(heads, "bold", 8);
  drawRow(heads, "bold", 8, headHeight, true);
  for (const l of o.lines) {
    const cells = columns.map((c) => c.cell(l));
    const h = rowHeight(cells, "regular", 8);
    if (y + h > bottom) {
      doc.addPage();
      y = margin;
      drawRow(heads, "bold", 8, headHeight, true);
    }
    drawRow(cells, "regular", 8, h, false);
  }
  if (y + 40 > bottom) {
    doc.addPage();
    y = margin;
  }
  doc.font("bold").fontSize(10).text(total, margin, y + 6, { width, align: "right" });
  doc.font("regular").fontSize(8).text(printed, margin, doc.y + 10, { width });

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.font("regular").fontSize(8).text(t("purchaseOrder.document.page", { page: i + 1, pages: range.count }), margin, a4[1] - margin - 10, { width, align: "center", lineBreak: false });
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
