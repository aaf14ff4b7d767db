import { z } from "zod/mini";
import { cleanString, date, idParam, money, requiredText, text } from "../common";
import { decAdd, decCmp, isDecimal } from "../decimal";
import { serviceOps } from "../kit/operation";
import { uploadSpec } from "../kit/upload";
import { uploadName } from "../text";

/** Invoices of a confirmed statement (docs/requirements.md §5 invoice upload: PNG, JPG, JPEG, PDF; at most 10 MB). */
export const invoiceFileBytes = 10 * 1024 * 1024;

/** A structured e-invoice file (数电票 XML or Circular 78 XML): at most 2 MB, parsed with entities refused. */
export const einvoiceFileBytes = 2 * 1024 * 1024;

/** What the portal read from an e-invoice file: the values the form is filled with and the bind must keep. */
export const einvoiceRecord = z.object({
  format: z.enum(["cn-fapiao", "vn-c78"]),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  netAmount: z.string(),
  taxAmount: z.string(),
  totalAmount: z.string(),
  sellerName: z.string(),
  buyerName: z.string(),
  currency: z.string(),
});
export type EInvoiceRecord = z.infer<typeof einvoiceRecord>;
export const readEInvoice = z.extend(einvoiceRecord, { fileId: z.string(), name: z.string(), size: z.number().check(z.int()) });
export type ReadEInvoice = z.infer<typeof readEInvoice>;

export const uploadedInvoiceFile = z.object({ id: z.string(), kind: z.string(), size: z.number().check(z.int()), name: z.string(), scripted: z.boolean() });
export type UploadedInvoiceFile = z.infer<typeof uploadedInvoiceFile>;

export const invoiceLine = z.object({
    fileId: z.uuid("validation.statement.invoiceFile"),
    invoiceNo: cleanString("validation.statement.invoiceNo").check(z.regex(/^[A-Za-z0-9-]{1,40}$/, "validation.statement.invoiceNo")),
    invoiceDate: date,
    netAmount: money,
    taxAmount: money,
    totalAmount: money,
    remark: z._default(text(200, { multiline: true }), ""),
  }).check(z.superRefine((v, ctx) => {
    if (![v.netAmount, v.taxAmount, v.totalAmount].every(isDecimal)) return;
    if (decCmp(decAdd(v.netAmount, v.taxAmount, 2), v.totalAmount) !== 0) {
      ctx.addIssue({ code: "custom", path: ["totalAmount"], message: "validation.statement.invoiceSum" });
    }
  }));

/** Bound together: their totals must equal the statement's payable amount within the configured tolerance. */
export const invoiceInput = z.object({
  invoices: z.array(invoiceLine, "validation.selectAtLeastOne").check(
    z.minLength(1, "validation.selectAtLeastOne"),
    z.maxLength(20, "validation.tooMany"),
    z.refine((ls) => new Set(ls.map((l) => l.invoiceNo)).size === ls.length, "validation.statement.invoiceNoTwice"),
  ),
});
export type InvoiceInput = z.input<typeof invoiceInput>;

export const invoiceReturnInput = z.object({ reason: requiredText(500, "validation.statement.reasonRequired", { multiline: true }) });

/** Dashboard notices: statements whose invoice is to upload, uploaded (awaiting finance), returned; statements waiting for the supplier's confirmation. */
export const invoiceNotices = z.object({ toUpload: z.number().check(z.int()), uploaded: z.number().check(z.int()), toConfirm: z.number().check(z.int()), returned: z.number().check(z.int()) });
export type InvoiceNotices = z.infer<typeof invoiceNotices>;

const ops = serviceOps("erp-purchase");
const p = "/reconciliation-statement";
const invoiceAnswer = z.object({ id: z.number().check(z.int()), status: z.string(), invoiceState: z.string() });

export const invoiceOps = {
  upload: ops.post(`${p}/invoice/upload`, {
    summary: "Upload an invoice image or PDF (PNG, JPG, JPEG, PDF; ≤ 10 MB; size first, then magic bytes)",
    query: z.object({ name: uploadName("invoice") }),
    response: uploadedInvoiceFile,
    upload: uploadSpec(["png", "jpeg", "pdf"], invoiceFileBytes),
  }),
  einvoice: ops.post(`${p}/:id/einvoice/upload`, {
    summary: "Read a structured e-invoice (数电票 or Circular 78 XML, ≤ 2 MB, no DTD) for a confirmed statement: keeps the original, answers its number, date and amounts, and refuses it when the seller is not the supplier, the buyer not the trading company, the total not the amount still to invoice, or the number already used",
    params: idParam,
    query: z.object({ name: uploadName("einvoice.xml") }),
    response: readEInvoice,
    upload: uploadSpec(["xml"], einvoiceFileBytes),
  }),
  file: ops.get(`${p}/invoice/file/:fileId`, {
    summary: "An uploaded invoice or evidence file: images and script-free PDFs inline, a PDF with scripts only as a download (nosniff)",
    params: z.object({ fileId: z.uuid("validation.invalidType") }),
    binary: "application/octet-stream",
  }),
  notices: ops.get(`${p}/invoice/notices`, { summary: "Dashboard invoice notices of the caller's scope", response: invoiceNotices }),
  bind: ops.post(`${p}/:id/invoices`, { summary: "Bind invoices to a confirmed statement; refused with the difference when totals differ beyond the tolerance", params: idParam, body: invoiceInput, response: invoiceAnswer }),
  confirm: ops.post(`${p}/:id/invoices/:invoiceId/confirm`, { summary: "Finance confirms an uploaded invoice", params: z.extend(idParam, { invoiceId: idParam.shape.id }), response: invoiceAnswer }),
  return: ops.post(`${p}/:id/invoices/:invoiceId/return`, { summary: "Finance returns an uploaded invoice with a reason; the supplier uploads again", params: z.extend(idParam, { invoiceId: idParam.shape.id }), body: invoiceReturnInput, response: invoiceAnswer }),
};
