import { z } from "zod";
import { date, decimal } from "../common";
import { labelCount, labelTaskStates, labelTemplateIds, labelTypes, printCount, type LabelSourceType } from "./fields";

/**
 * A label batch as every label screen reads it, whatever its source. For purchase receipt labels the
 * notice fields are the delivery notice and its line; for processing labels they are the processing
 * order (id, out number, line) the labels lead back to.
 */

/** One label as the print page and the PDF show it. */
export const labelView = z.object({
  id: z.number().int(),
  serial: z.string(),
  seq: z.number().int(),
  count: z.number().int(),
  quantity: decimal,
  printCount: z.number().int(),
  reprint: z.boolean(),
});
export type LabelViewRow = z.infer<typeof labelView>;

export const labelBatch = z.object({
  id: z.number().int(),
  sourceType: z.string(),
  noticeId: z.number().int(),
  noticeNo: z.string(),
  noticeLineNo: z.number().int(),
  pono: z.string(),
  poLineNo: z.number().int(),
  projectNo: z.string(),
  orderNo: z.string(),
  applyNo: z.string(),
  itemno: z.string(),
  itemdesc: z.string(),
  venno: z.string(),
  vensname: z.string(),
  quantity: decimal,
  perBundle: decimal,
  perPack: decimal,
  customerLabel: z.string(),
  companyCode: z.string(),
  workNo: z.string(),
  netWeight: decimal,
  singleWeight: decimal,
  productionDate: date,
  batchNo: z.string(),
  labelType: z.enum(labelTypes),
  template: z.enum(labelTemplateIds),
  withQr: z.boolean(),
  withGs1: z.boolean(),
  count: z.number().int(),
  createdAt: z.string(),
});
export type LabelBatch = z.infer<typeof labelBatch>;
export const labelBatchDetail = labelBatch.extend({ labels: z.array(labelView) });
export type LabelBatchDetail = z.infer<typeof labelBatchDetail>;

/** A print from the print page: labels `from`..`from + count − 1` of the batch (1..200 per print). */
export const labelPrintInput = z.object({ from: z.number("validation.invalidType").int().min(1).max(500).default(1), count: printCount });
/** A download: the label format and the count (0 = every label of the batch, at most 500). */
export const labelDownloadInput = z.object({ template: z.enum(labelTemplateIds, "validation.label.template"), count: labelCount });

/**
 * The kind a print page prints (semifinishedPrint, finishedPrint, sendOutPrint, the purchase label print):
 * a batch of another kind answers like a missing one. Absent on the screens that show any kind of theirs.
 */
export const labelKindQuery = <const K extends readonly [LabelSourceType, ...LabelSourceType[]]>(kinds: K) =>
  z.object({ kind: z.enum(kinds, "validation.label.kind").optional() });

export const labelTask = z.object({
  id: z.number().int(),
  state: z.enum(labelTaskStates),
  done: z.number().int(),
  total: z.number().int(),
  message: z.string().nullable(),
  fileName: z.string().nullable(),
});
export type LabelTask = z.infer<typeof labelTask>;

