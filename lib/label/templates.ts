import type { LabelTemplateId } from "@/lib/contracts/label/fields";

/**
 * Label templates: one definition, in millimetres and points, drives both the PDF (services/label/render/pdf.ts)
 * and the browser print page (components/purchase-label/label-face.tsx), so both look the same.
 */
export const faceFields = [
  "itemdesc", "pono", "apply", "notice", "itemno", "quantity", "perPack", "perBundle", "batchNo", "productionDate", "netWeight",
  "singleWeight", "workNo", "customerLabel", "companyCode", "supplier",
] as const;
export type FaceField = (typeof faceFields)[number];

export interface TemplateText {
  field: FaceField;
  x: number;
  y: number;
  w: number;
  /** font size in points */
  size: number;
  bold?: boolean;
  /** caption before the value ("PO: …"); off for titles */
  caption?: boolean;
  /** left off the label when empty (a processing label has no apply number) */
  optional?: boolean;
}
export interface Box { x: number; y: number; w: number; h: number }
export interface LabelTemplate {
  id: LabelTemplateId;
  widthMm: number;
  heightMm: number;
  texts: TemplateText[];
  /** Code128 of the serial: always */
  code128: Box;
  /** QR of the serial, when the batch asks for it */
  qr: Box;
  /** GS1-128 (quantity, batch, date), when the batch asks for it */
  gs1: Box;
  /** "n/N" and the reprint mark, top right */
  mark: Box;
}

const col = (x: number, rows: FaceField[], y0: number, w: number, step = 3.6): TemplateText[] =>
  rows.map((field, i) => ({ field, x, y: y0 + i * step, w, size: 7, caption: true, ...(field === "apply" ? { optional: true } : {}) }));

export const labelTemplates: Record<LabelTemplateId, LabelTemplate> = {
  generic_100x70: {
    id: "generic_100x70",
    widthMm: 100,
    heightMm: 70,
    texts: [
      { field: "itemdesc", x: 4, y: 3, w: 68, size: 9, bold: true },
      ...col(4, ["pono", "apply", "notice", "itemno", "quantity", "perPack", "perBundle"], 8.5, 46, 3.2),
      ...col(52, ["batchNo", "productionDate", "netWeight", "singleWeight", "workNo", "customerLabel"], 8.5, 44, 3.2),
    ],
    code128: { x: 6, y: 32.5, w: 56, h: 11.5 },
    qr: { x: 74, y: 31, w: 20, h: 20 },
    gs1: { x: 6, y: 53, w: 88, h: 12 },
    mark: { x: 74, y: 3, w: 22, h: 4 },
  },
  customer_100x70: {
    id: "customer_100x70",
    widthMm: 100,
    heightMm: 70,
    texts: [
      { field: "customerLabel", x: 4, y: 3, w: 68, size: 12, bold: true },
      { field: "itemdesc", x: 4, y: 9, w: 92, size: 8 },
      ...col(4, ["companyCode", "pono", "quantity", "perPack"], 13.5, 46),
      ...col(52, ["batchNo", "productionDate", "netWeight", "supplier"], 13.5, 44),
    ],
    code128: { x: 6, y: 29, w: 56, h: 10 },
    qr: { x: 73, y: 29, w: 20, h: 20 },
    gs1: { x: 6, y: 51, w: 88, h: 12 },
    mark: { x: 74, y: 3, w: 22, h: 4 },
  },
};

/**
 * What one label shows. Labels without a purchase order (processing labels) show their project in the
 * `pono` slot and their processing order in the `notice` slot; their screen's captions say so.
 * Every text field, the serial, the GS1 string, and its place in the batch.
 */
export interface LabelFace {
  values: Record<FaceField, string>;
  serial: string;
  gs1: string | null;
  withQr: boolean;
  seq: number;
  count: number;
  reprint: boolean;
}

export interface FaceBatch {
  itemdesc: string; itemno: string; pono: string; poLineNo: number; applyNo: string; projectNo: string; noticeNo: string; noticeLineNo: number; perPack: string;
  perBundle: string; batchNo: string; productionDate: string; netWeight: string; singleWeight: string; workNo: string;
  customerLabel: string; companyCode: string; venno: string; vensname: string; withQr: boolean; withGs1: boolean; count: number;
}
export interface FaceLabel { serial: string; seq: number; quantity: string; reprint: boolean }

const trim = (v: string) => (v.includes(".") ? v.replace(/\.?0+$/, "") : v);

/**
 * GS1-128 element string, brackets around the AIs: (11) production date YYMMDD, (30) count of items,
 * (10) batch last (variable length, so no FNC1 is needed after it).
 */
export function gs1Text(b: Pick<FaceBatch, "productionDate" | "batchNo">, quantity: string): string {
  const [y, m, d] = b.productionDate.split("-");
  return `(11)${y!.slice(2)}${m}${d}(30)${trim(quantity).split(".")[0]}(10)${b.batchNo}`;
}

/** GS1 AIs of fixed length (the ones used here); any other AI is variable and needs FNC1 after it unless last. */
const fixedAis = new Set(["11"]);

/**
 * The element string as Code128 data for JsBarcode's GS1 mode: AIs without brackets, FNC1 (JsBarcode's
 * character 207) after each variable-length field that is not last. bwip-js does the same itself.
 */
export function gs1Code128Data(text: string): string {
  const parts = [...text.matchAll(/\((\d{2,4})\)([^(]*)/g)].map((m) => ({ ai: m[1]!, value: m[2]! }));
  return parts.map((p, i) => `${p.ai}${p.value}${!fixedAis.has(p.ai) && i < parts.length - 1 ? String.fromCharCode(207) : ""}`).join("");
}

export function labelFace(b: FaceBatch, l: FaceLabel): LabelFace {
  return {
    values: {
      itemdesc: b.itemdesc, pono: b.pono ? `${b.pono}-${b.poLineNo}` : b.projectNo, apply: b.applyNo, notice: `${b.noticeNo}-${b.noticeLineNo}`, itemno: b.itemno,
      quantity: trim(l.quantity), perPack: trim(b.perPack), perBundle: trim(b.perBundle), batchNo: b.batchNo,
      productionDate: b.productionDate, netWeight: trim(b.netWeight), singleWeight: trim(b.singleWeight), workNo: b.workNo,
      customerLabel: b.customerLabel, companyCode: b.companyCode, supplier: `${b.venno} ${b.vensname}`,
    },
    serial: l.serial,
    gs1: b.withGs1 ? gs1Text(b, l.quantity) : null,
    withQr: b.withQr,
    seq: l.seq,
    count: b.count,
    reprint: l.reprint,
  };
}

export const ptPerMm = 72 / 25.4;
