import { z } from "zod/mini";
import { date, positiveQty, requiredText, text } from "../common";
import { isDecimal, toUnits } from "../decimal";

/**
 * Where a label comes from. Purchase receipt labels come from delivery notice lines; the processing
 * sources (semi-finished, finished, outsourced) plug into the same seam once processing orders exist.
 */
export const labelSourceTypes = ["purchase_receipt", "semi_finished", "finished", "outsourced"] as const;
export type LabelSourceType = (typeof labelSourceTypes)[number];

/** docs/requirements.md §3 Labels: a customer label or a generic one. */
export const labelTypes = ["generic", "customer"] as const;
export type LabelType = (typeof labelTypes)[number];

export const labelTemplateIds = ["generic_100x70", "customer_100x70"] as const;
export type LabelTemplateId = (typeof labelTemplateIds)[number];

export const labelTaskStates = ["queued", "running", "done", "failed"] as const;
export type LabelTaskState = (typeof labelTaskStates)[number];

/** docs/requirements.md §9: at most 500 labels for a download or a preview; 0 means auto-calculate. */
export const maxLabelCount = 500;
/** docs/requirements.md §9: the print forms take 1 to 200 per print. */
export const maxPrintCount = 200;

/** Count of labels to make / download: 0 = auto from quantity ÷ per-pack, else 1..500. */
export const labelCount = z.number("validation.label.countRequired").check(
  z.int("validation.label.countInvalid"),
  z.gte(0, "validation.label.countInvalid"),
  z.lte(maxLabelCount, "validation.label.downloadTooMany"),
);

/** Count of one print: not empty, at least 1, at most 200 (docs/requirements.md §8 Labels). */
export const printCount = z.number("validation.label.printEmpty").check(
  z.int("validation.label.printEmpty"),
  z.gte(1, "validation.label.printTooSmall"),
  z.lte(maxPrintCount, "validation.label.printTooLarge"),
);

/** GS1 AI 10 (batch) accepts a subset of ASCII; keeping to it lets every batch number go into GS1-128. */
const batchNo = requiredText(20, "validation.label.batchNo").check(z.regex(/^[A-Za-z0-9._/-]*$/, "validation.label.batchNoChars"));

/** A required quantity: empty names the field ("enter the per-pack quantity"), else the quantity rules. */
const required = (key: string) => z.pipe(z.string(`validation.label.${key}`).check(z.trim(), z.minLength(1, `validation.label.${key}`)), positiveQty);

/** The label fields every source shares (docs/requirements.md §3 Labels, §5 Labels required fields). */
export const labelFieldsShape = {
  perBundle: required("perBundle"),
  perPack: required("perPack"),
  customerLabel: requiredText(60, "validation.label.customerLabel"),
  companyCode: z._default(text(30), ""),
  workNo: requiredText(30, "validation.label.workNo"),
  netWeight: required("netWeight"),
  singleWeight: required("singleWeight"),
  productionDate: date,
  batchNo,
  labelType: z.enum(labelTypes, "validation.label.labelType"),
  template: z.enum(labelTemplateIds, "validation.label.template"),
  withQr: z._default(z.boolean(), false),
  withGs1: z._default(z.boolean(), false),
  count: labelCount,
};

/** The label fields a form draws as typed boxes, in order, and which of them are text rather than quantities. */
export const labelTypedFields = ["perBundle", "perPack", "customerLabel", "companyCode", "workNo", "netWeight", "singleWeight", "batchNo"] as const;
export const labelTextFields: ReadonlySet<string> = new Set<(typeof labelTypedFields)[number]>(["customerLabel", "companyCode", "workNo", "batchNo"]);

/** GS1 AI 30 (count) holds whole numbers only. */
export function gs1QuantityOk(v: { withGs1: boolean; perPack: string }): boolean {
  return !v.withGs1 || !isDecimal(v.perPack) || toUnits(v.perPack) % 1_000_000n === 0n;
}

/** 0 → ceil(quantity ÷ per-pack): the number of labels a line needs (decimal-safe). */
export function autoLabelCount(quantity: string, perPack: string): number {
  const q = toUnits(quantity);
  const p = toUnits(perPack);
  if (p <= 0n || q <= 0n) return 0;
  return Number((q + p - 1n) / p);
}

/** The count a request asks for: its own, or the auto count when 0. */
export const effectiveCount = (count: number, quantity: string, perPack: string) => (count === 0 ? autoLabelCount(quantity, perPack) : count);
