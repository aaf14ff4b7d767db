import { z } from "zod/mini";
import { date, decimal } from "../common";
import { labelCount, labelTaskStates, labelTemplateIds, labelTypes, printCount, type LabelSourceType } from "./fields";

/**
 * A label batch as every label screen reads it, whatever its source. For purchase receipt labels the
 * notice fields are the delivery notice and its line; for processing labels they are the processing
 * order (id, out number, line) the labels lead back to.
 */

/** One label as the print page and the PDF show it. */
export const labelView = z.object({
  id: z.number().check(z.int()),
  serial: z.string(),
  seq: z.number().check(z.int()),
  count: z.number().check(z.int()),
  quantity: decimal,
  printCount: z.number().check(z.int()),
  reprint: z.boolean(),
});
export type LabelViewRow = z.infer<typeof labelView>;

export const labelBatch = z.object({
  id: z.number().check(z.int()),
  sourceType: z.string(),
  noticeId: z.number().check(z.int()),
  noticeNo: z.string(),
  noticeLineNo: z.number().check(z.int()),
  pono: z.string(),
  poLineNo: z.number().check(z.int()),
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
  count: z.number().check(z.int()),
  createdAt: z.string(),
});
export type LabelBatch = z.infer<typeof labelBatch>;
export const labelBatchDetail = z.extend(labelBatch, { labels: z.array(labelView) });
export type LabelBatchDetail = z.infer<typeof labelBatchDetail>;

/** A print from the print page: labels `from`..`from + count − 1` of the batch (1..200 per print). */
export const labelPrintInput = z.object({ from: z._default(z.number("validation.invalidType").check(z.int(), z.gte(1), z.lte(500)), 1), count: printCount });
/** A download: the label format and the count (0 = every label of the batch, at most 500). */
export const labelDownloadInput = z.object({ template: z.enum(labelTemplateIds, "validation.label.template"), count: labelCount });

/**
 * The kind a print page prints (semifinishedPrint, finishedPrint, sendOutPrint, the purchase label print):
 * a batch of another kind answers like a missing one. Absent on the screens that show any kind of theirs.
 */
export const labelKindQuery = <const K extends readonly [LabelSourceType, ...LabelSourceType[]]>(kinds: K) =>
  z.object({ kind: z.optional(z.enum(kinds, "validation.label.kind")) });

export const labelTask = z.object({
  id: z.number().check(z.int()),
  state: z.enum(labelTaskStates),
  done: z.number().check(z.int()),
  total: z.number().check(z.int()),
  message: z.nullable(z.string()),
  fileName: z.nullable(z.string()),
});
export type LabelTask = z.infer<typeof labelTask>;

