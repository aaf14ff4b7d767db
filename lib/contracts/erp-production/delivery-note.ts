import { z } from "zod/mini";
import { auditResult, date, dateRangeFilters, decimal, filterText, id, idListText, idParam, inBusinessDates, positiveQty, qty, requiredText, text } from "../common";
import { decAdd, decCmp, valuationOf } from "../decimal";
import { serviceOps } from "../kit/operation";
import { col, declaredShape, defineList, type FiltersOf } from "../kit/list";
import { defineHeader } from "../kit/header";
import { maxPrintNotes } from "./delivery-note-values";

export { maxPrintNotes };

export const approvalStatuses = ["not_approved", "approved"] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
export const uploadStatuses = ["not_uploaded", "uploaded"] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

const q = col.decimal();

export const deliveryNoteList = defineList({
  service: "erp-production",
  path: "/delivery-note",
  namespace: "deliveryNote",
  summary: "Delivery notes to customers",
  defaultSort: "-deliveryDate",
  columns: {
    deliveryNo: col.text({ width: 18 }),
    noticeNo: col.text({ width: 16 }),
    customerNo: col.text(),
    customerName: col.text({ width: 20 }),
    category: col.text({ dictionary: "delivery-category" }),
    plateNo: col.text(),
    driver: col.text({ hidden: true }),
    deliveryDate: col.date(),
    address: col.text({ width: 24, hidden: true }),
    trackingNo: col.text(),
    settlementLegalPerson: col.text({ hidden: true }),
    ownerLegalPerson: col.text(),
    totalQty: q,
    approvalStatus: col.enum("approvalStatus", approvalStatuses, { tones: { not_approved: "warning", approved: "success" } }),
    uploadStatus: col.enum("uploadStatus", uploadStatuses, { tones: { not_uploaded: "outline", uploaded: "success" } }),
    approvedBy: col.text({ nullable: true, hidden: true }),
    approvedAt: col.datetime({ nullable: true, hidden: true }),
    enteredBy: col.text(),
    enteredAt: col.datetime(),
    signedBy: col.text({ nullable: true }),
    signedAt: col.datetime({ nullable: true }),
  },
  filters: {
    ...dateRangeFilters("deliveryDate"),
    deliveryNo: filterText().check(z.describe("delivery number prefix")),
    noticeNo: filterText().check(z.describe("notice number prefix")),
    customerNo: filterText().check(z.describe("customer number")),
    approvalStatus: z.optional(z.enum(approvalStatuses, "validation.status")),
    uploadStatus: z.optional(z.enum(uploadStatuses, "validation.status")),
    signed: z.optional(z.enum(["yes", "no"], "validation.status")),
  },
});
export type DeliveryNoteRow = z.infer<typeof deliveryNoteList.row>;
export type DeliveryNoteFilters = FiltersOf<typeof deliveryNoteList>;

const everywhere = ["form", "detail", "print"] as const;
const formOnly = (caption: string) => ({ on: ["form"] as const, column: col.text(), caption });

/**
 * The note's header on the form, the detail and the print, in this order. The form draws the notice number (with
 * its fetch) and the customer number (a choice among the notice's customers) itself; the others from their kind.
 */
export const deliveryNoteHeader = defineHeader(deliveryNoteList, {
  noticeNo: { on: everywhere },
  customerNo: { on: everywhere },
  customerName: { on: everywhere },
  category: { on: everywhere },
  deliveryDate: { on: everywhere },
  address: { on: everywhere },
  plateNo: { on: everywhere },
  driver: { on: everywhere },
  trackingNo: { on: everywhere },
  deliveryUnit: formOnly("deliveryNote.deliveryUnit"),
  contact: formOnly("deliveryNote.contact"),
  contactPhone: formOnly("deliveryNote.contactPhone"),
  settlementLegalPerson: { on: everywhere },
  ownerLegalPerson: { on: everywhere },
  stockArea: formOnly("deliveryNote.stockArea"),
  remark: formOnly("deliveryNote.remark"),
  approvalStatus: { on: ["print"] },
  enteredBy: { on: ["detail"] },
  approvedBy: { on: ["detail"] },
  signedBy: { on: ["detail"] },
});

const req = (key: string, max = 100) => requiredText(max, `validation.deliveryNote.${key}`);

export const pickInput = z.object({ stockItemId: id, qty: positiveQty });
export const noteLineInput = z.object({
  planLineId: id,
  perPackQty: qty,
  packs: z.number("validation.invalidType").check(z.int("validation.invalidType"), z.gte(0, "validation.tooSmall"), z.lte(1_000_000, "validation.tooBig")),
  looseQty: qty,
  valuationQty: qty,
  spareQty: qty,
  totalQty: qty,
  picks: z.array(pickInput).check(z.maxLength(500, "validation.tooMany")),
});

/**
 * A delivery note (docs/requirements.md §5): the required header, and per detail valuation = per-pack × packs +
 * loose, valuation + spare = total, and the detail's total equal to its picks (else "operation failed").
 * The rules that need the notice and the stock are checked by the service.
 */
export const deliveryNoteInput = z.object({
    noticeNo: req("noticeNo", 30),
    trackingNo: req("trackingNo", 40),
    plateNo: req("plateNo", 20),
    customerId: z.number("validation.deliveryNote.customer").check(z.int(), z.positive("validation.deliveryNote.customer"), z.lte(2_147_483_647)),
    customerName: req("customerName"),
    category: req("category", 30),
    deliveryDate: date,
    address: req("address", 200),
    deliveryUnit: req("deliveryUnit"),
    settlementLegalPerson: req("settlementLegalPerson"),
    ownerLegalPerson: req("ownerLegalPerson"),
    driver: z._default(text(40), ""),
    contact: z._default(text(40), ""),
    contactPhone: z._default(text(30), ""),
    stockArea: z._default(text(40), ""),
    remark: z._default(text(500, { multiline: true }), ""),
    lines: z.array(noteLineInput).check(z.maxLength(200, "validation.tooMany")),
  }).check(z.superRefine((n, ctx) => {
    if (n.lines.length === 0) ctx.addIssue({ code: "custom", path: ["lines"], message: "validation.deliveryNote.noLines" });
    else if (!n.lines.some((l) => l.picks.length > 0)) ctx.addIssue({ code: "custom", path: ["lines"], message: "validation.deliveryNote.noPicks" });
    const seen = new Set<number>();
    n.lines.forEach((l, i) => {
      if (seen.has(l.planLineId)) ctx.addIssue({ code: "custom", path: ["lines", i, "planLineId"], message: "validation.deliveryNote.duplicateLine" });
      seen.add(l.planLineId);
      const ok = [l.perPackQty, l.looseQty, l.valuationQty, l.spareQty, l.totalQty].every((v) => /^\d+(\.\d+)?$/.test(v));
      if (!ok) return;
      if (decCmp(valuationOf(l.perPackQty, l.packs, l.looseQty), l.valuationQty) !== 0) {
        ctx.addIssue({ code: "custom", path: ["lines", i, "valuationQty"], message: "validation.deliveryNote.valuationFormula" });
      }
      if (decCmp(decAdd(l.valuationQty, l.spareQty), l.totalQty) !== 0) {
        ctx.addIssue({ code: "custom", path: ["lines", i, "totalQty"], message: "validation.deliveryNote.totalFormula" });
      }
      const picked = l.picks.reduce((s, p) => (/^\d+(\.\d+)?$/.test(p.qty) ? decAdd(s, p.qty) : s), "0");
      if (decCmp(picked, l.totalQty) !== 0) {
        ctx.addIssue({ code: "custom", path: ["lines", i, "picks"], message: "validation.deliveryNote.picksMismatch" });
      }
    });
  }));
export type DeliveryNoteInput = z.input<typeof deliveryNoteInput>;
export type DeliveryNoteValues = z.output<typeof deliveryNoteInput>;

export const noteCreated = z.object({ id: z.number().check(z.int()), deliveryNo: z.string(), outboundReceiptNo: z.string() });

export const notePick = z.object({
  id: z.number().check(z.int()),
  lineId: z.number().check(z.int()),
  stockItemId: z.number().check(z.int()),
  productCode: z.string(),
  batchNo: z.string(),
  location: z.string(),
  projectNo: z.string(),
  stockCount: decimal,
  qty: decimal,
  outboundReceiptNo: z.string(),
});
export const noteLine = z.object({
  id: z.number().check(z.int()),
  lineNo: z.number().check(z.int()),
  planLineId: z.number().check(z.int()),
  orderNo: z.string(),
  customerOrder: z.string(),
  projectNo: z.string(),
  customerPartNo: z.string(),
  productCode: z.string(),
  productName: z.string(),
  category: z.string(),
  deliveryDate: z.string(),
  orderQty: decimal,
  unsentQty: decimal,
  neededQty: decimal,
  perPackQty: decimal,
  packs: z.number().check(z.int()),
  looseQty: decimal,
  valuationQty: decimal,
  spareQty: decimal,
  spareUnsentQty: decimal,
  returnsQty: decimal,
  totalQty: decimal,
  unit: z.string(),
  itemNo: z.string(),
  signedQty: z.nullable(decimal),
  differenceReason: z.nullable(z.string()),
});
/** A note as the detail and the print read it: its header (deliveryNoteHeader), states, times, details and picks. */
export const noteDetail = z.object({
  id: z.number().check(z.int()),
  deliveryNo: z.string(),
  customerId: z.number().check(z.int()),
  ...declaredShape(deliveryNoteHeader.columns),
  approvedAt: z.nullable(z.string()),
  uploadStatus: z.enum(uploadStatuses),
  uploadedAt: z.nullable(z.string()),
  enteredAt: z.string(),
  modifiedBy: z.string(),
  modifiedAt: z.string(),
  signedAt: z.nullable(z.string()),
  lines: z.array(noteLine),
  picks: z.array(notePick),
});
export type NoteDetail = z.infer<typeof noteDetail>;

export const noteStateResult = z.object({
  id: z.number().check(z.int()),
  deliveryNo: z.string(),
  approvalStatus: z.enum(approvalStatuses),
  uploadStatus: z.enum(uploadStatuses),
});

/** docs/requirements.md §9: 1 to 10 notes per print. */
export const printQuery = z.object({
  ids: idListText(maxPrintNotes, { select: "validation.deliveryNote.printSelect", tooMany: "validation.deliveryNote.printMax" }),
});
export const printResult = z.array(noteDetail);

/** The customer's receipt: who signed and when, and per detail the signed quantity and the reason for any difference. */
export const receiptInput = z.object({
    signedBy: requiredText(40, "validation.deliveryNote.signedBy"),
    signedAt: z.string("validation.deliveryNote.signedAt").check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "validation.deliveryNote.signedAt"), inBusinessDates()),
    lines: z.array(z.object({ lineId: id, signedQty: qty, differenceReason: z._default(text(200, { multiline: true }), "") })).check(
      z.minLength(1, "validation.tooFew"),
      z.maxLength(200, "validation.tooMany"),
    ),
  });
export type ReceiptInput = z.input<typeof receiptInput>;

/** Stock a detail line can pick from: same product, the note's owner legal person, something available. */
export const pickableQuery = z.object({
  productCode: requiredText(40, "validation.deliveryNote.productCode"),
  ownerLegalPerson: filterText(100),
});
export const pickableStock = z.array(z.object({
  stockItemId: z.number().check(z.int()),
  productCode: z.string(),
  productName: z.string(),
  batchNo: z.string(),
  location: z.string(),
  stockArea: z.string(),
  ownerLegalPerson: z.string(),
  projectNo: z.string(),
  available: decimal,
}));
export type PickableStock = z.infer<typeof pickableStock>;

const ops = serviceOps("erp-production");
export const deliveryNoteOps = {
  create: ops.post("/delivery-note", { summary: "Save a delivery note with its details and picks: stock allocated atomically, delivery number generated", body: deliveryNoteInput, response: noteCreated }),
  pickable: ops.get("/delivery-note/pickable", { summary: "Stock lines a detail can pick from", query: pickableQuery, response: pickableStock }),
  print: ops.get("/delivery-note/print", { summary: "1 to 10 notes with details and picks for printing", query: printQuery, response: printResult }),
  get: ops.get("/delivery-note/:id", { summary: "A delivery note with its details and picks", params: idParam, response: noteDetail }),
  remove: ops.delete("/delivery-note/:id", { summary: "Delete a note that is not approved; its picks go back to stock and its quantities to the notice", params: idParam, response: noteStateResult }),
  approve: ops.post("/delivery-note/:id/approve", { summary: "not approved → approved; approved notes are read-only", params: idParam, response: noteStateResult }),
  unapprove: ops.post("/delivery-note/:id/unapprove", { summary: "approved → not approved, only while not uploaded", params: idParam, response: noteStateResult }),
  upload: ops.post("/delivery-note/:id/upload", { summary: "Send an approved note to the ERP: books the outbound stock movement once (idempotent)", params: idParam, response: noteStateResult }),
  receipt: ops.post("/delivery-note/:id/receipt", { summary: "Record the customer's receipt: signed quantities, differences with reasons, who signed and when", params: idParam, body: receiptInput, response: noteDetail }),
  audit: ops.get("/delivery-note/:id/audit", { summary: "History of a delivery note", params: idParam, response: auditResult }),
};
