import { z } from "zod/mini";
import { date, decimal, id, idParam, requiredText } from "../common";
import { serviceOps } from "../kit/operation";
import { receiptSaved } from "./purchase-receipt";
import { noticeStatuses } from "./delivery-notice-columns";

/**
 * What a carton's scan answers. `unknown` is also a voided ASN's label and another company's: the answer
 * cannot tell them apart. `reprinted`: the label was printed more than once and one of its prints already
 * counted (every print carries the same serial, so only one counts).
 */
export const scanVerdicts = ["accepted", "alreadyScanned", "reprinted", "otherNotice", "otherSupplier", "noticeReceived", "unknown"] as const;
export type ScanVerdict = (typeof scanVerdicts)[number];

/** A notice line's tally: nothing scanned, less than sent, exactly sent, more than sent. */
export const tallyStates = ["untouched", "short", "complete", "over"] as const;
export type TallyState = (typeof tallyStates)[number];

const deviceId = requiredText(64, "validation.receivingScan.device");
const scanCode = requiredText(200, "validation.receivingScan.code");
const clientScanId = requiredText(64, "validation.receivingScan.clientScanId");

const noticeRef = z.object({ id: z.number().check(z.int()), noticeNo: z.string(), venno: z.string(), venname: z.string() });

export const scanAnswer = z.object({
  verdict: z.enum(scanVerdicts),
  /** The verdict's one line, in the caller's language. */
  message: z.string(),
  clientScanId: z.string(),
  serial: z.nullable(z.string()),
  /** The ASN the carton belongs to (for otherNotice/otherSupplier the other one); null for unknown. */
  notice: z.nullable(noticeRef),
  line: z.nullable(z.object({
    noticeLineId: z.number().check(z.int()),
    lineNo: z.number().check(z.int()),
    pono: z.string(),
    itemno: z.string(),
    itemname: z.string(),
    quantity: decimal.check(z.describe("the carton's quantity, from its label")),
  })),
  /** Who counted the carton first and when (alreadyScanned, reprinted). */
  first: z.nullable(z.object({ by: z.string(), at: z.string(), printCount: z.number().check(z.int()) })),
  /** The same device had already counted this carton: this scan was a replay and counted nothing more. */
  replayed: z.boolean(),
});
export type ScanAnswer = z.infer<typeof scanAnswer>;

export const scanInput = z.object({
  /** The open ASN; without it the carton's scan opens its ASN. */
  noticeId: z.optional(id),
  code: scanCode,
  deviceId,
  clientScanId,
});
export type ScanInput = z.input<typeof scanInput>;

/** Scans made offline, in the order they were made; each is answered as if sent at once. */
export const replayInput = z.object({
  deviceId,
  scans: z.array(z.object({ noticeId: z.optional(id), code: scanCode, clientScanId }), "validation.selectAtLeastOne")
    .check(z.minLength(1, "validation.selectAtLeastOne"), z.maxLength(500, "validation.tooMany")),
});
export type ReplayInput = z.input<typeof replayInput>;

export const tallyLine = z.object({
  noticeLineId: z.number().check(z.int()),
  lineNo: z.number().check(z.int()),
  pono: z.string(),
  itemno: z.string(),
  itemname: z.string(),
  sentQty: decimal,
  cartonsSent: z.number().check(z.int(), z.describe("labels made for the line")),
  cartonsScanned: z.number().check(z.int()),
  scannedQty: decimal,
  bookedQty: decimal,
  state: z.enum(tallyStates),
});
export type TallyLine = z.infer<typeof tallyLine>;

export const receivingNotice = z.object({
  notice: z.extend(noticeRef, { status: z.enum(noticeStatuses) }),
  lines: z.array(tallyLine),
  receipt: z.nullable(z.object({ id: z.number().check(z.int()), recno: z.string() })),
});
export type ReceivingNotice = z.infer<typeof receivingNotice>;

export const bookInput = z.object({ recdate: z.optional(date) });
export const bookAnswer = z.extend(receiptSaved, {
  /** false: the ASN was booked before and this call booked nothing more. */
  booked: z.boolean(),
  /** Cartons scanned over the line's sent quantity: never booked. */
  overCartons: z.number().check(z.int()),
});
export type BookAnswer = z.infer<typeof bookAnswer>;

const ops = serviceOps("erp-purchase");
export const receivingScanOps = {
  find: ops.get("/receiving-scan/find", {
    summary: "An open or received ASN of the caller's company by its number, with the dock's tally per line",
    query: z.object({ noticeNo: requiredText(40, "validation.receivingScan.noticeNo").check(z.regex(/^[A-Za-z0-9_-]+$/, "validation.receivingScan.noticeNo")) }),
    response: receivingNotice,
  }),
  scan: ops.post("/receiving-scan/scan", {
    summary: "Count one carton by its label's code: the verdict, and the ASN it opens when none is open",
    body: scanInput,
    response: scanAnswer,
  }),
  replay: ops.post("/receiving-scan/replay", {
    summary: "Apply a device's offline scans in scan order; a carton the device already counted counts once",
    body: replayInput,
    response: z.object({ answers: z.array(scanAnswer) }),
  }),
  detail: ops.get("/receiving-scan/:id", {
    summary: "An ASN's dock tally: per line cartons and quantity scanned against sent, and its receipt once booked",
    params: idParam,
    response: receivingNotice,
  }),
  book: ops.post("/receiving-scan/:id/book", {
    summary: "Book a goods receipt from the ASN's scanned cartons; missing cartons leave lines partly received, over-scanned ones are not booked",
    params: idParam,
    body: bookInput,
    response: bookAnswer,
  }),
};
