import { z } from "zod";
import { decAdd, decCmp, isDecimal } from "./decimal";

/** Largest id any table holds (integer identity columns). */
export const maxId = 2_147_483_647;

/**
 * A decimal input bounded by its column: numeric(18, scale) holds 18 − scale integer digits. Format
 * errors and "too large" are told apart, and the largest value is named in the message.
 */
export function decimalInput(o: { scale: number; keys: { invalid: string; tooLarge: string } }) {
  const intDigits = 18 - o.scale;
  const max = `${"9".repeat(intDigits)}.${"9".repeat(o.scale)}`;
  return z
    .string(o.keys.invalid)
    .trim()
    .regex(new RegExp(`^\\d+(\\.\\d{1,${o.scale}})?$`), o.keys.invalid)
    .refine((v) => !/^\d+(\.\d+)?$/.test(v) || v.split(".")[0]!.replace(/^0+(?=\d)/, "").length <= intDigits, {
      message: o.keys.tooLarge,
      params: { max },
    });
}

/** numeric(18,4): the largest quantity a column holds. */
export const maxQty = "99999999999999.9999";
/** A quantity: decimal string, not negative, at most 14 digits and 4 decimals (numeric(18,4) in the database). */
export const qty = decimalInput({ scale: 4, keys: { invalid: "validation.quantity.invalid", tooLarge: "validation.quantity.tooLarge" } });
export const positiveQty = qty.refine((v) => !/^\d+(\.\d+)?$/.test(v) || decCmp(v, "0") > 0, "validation.quantity.positive");
/** A unit price: numeric(18,6). */
export const price = decimalInput({ scale: 6, keys: { invalid: "validation.price.invalid", tooLarge: "validation.price.tooLarge" } });
/** An amount of money: numeric(18,2). */
export const money = decimalInput({ scale: 2, keys: { invalid: "validation.money.invalid", tooLarge: "validation.money.tooLarge" } });

/**
 * Sums of quantities stored in one numeric(18,4) column (a header total, a PO line's received total)
 * must fit it too: an issue at `path` when they do not.
 */
export function checkQtyTotal(values: readonly unknown[], ctx: z.RefinementCtx, path: (string | number)[]) {
  if (!values.every(isDecimal)) return;
  const total = values.reduce<string>((s, v) => decAdd(s, v as string), "0");
  if (decCmp(total, maxQty) > 0) {
    ctx.addIssue({ code: "custom", path, message: "validation.quantity.totalTooLarge", params: { max: maxQty } });
  }
}

/** Decimal strings in answers (quantities, prices, money), exactly as stored. */
export const decimal = z.string().describe("decimal string");
export const nullableDecimal = decimal.nullable();

function isRealDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A calendar date `YYYY-MM-DD` between 1900 and 2999. */
export const date = z
  .string("validation.date")
  .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, "validation.date")
  .refine(isRealDate, "validation.date");

/** Free text: trimmed, bounded, no NUL characters (PostgreSQL refuses them). */
export const text = (max: number) =>
  z.string("validation.invalidType").trim().max(max, "validation.tooLong").regex(/^[^\u0000]*$/, "validation.invalid");
export const requiredText = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, "validation.tooLong").regex(/^[^\u0000]*$/, "validation.invalid");

/** An optional query filter: empty means "not filtered". */
export const filterText = (max = 50) =>
  text(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const id = z.number("validation.invalidType").int("validation.invalidType").positive("validation.invalidType").max(maxId);
export const idParam = z.object({ id: z.coerce.number("validation.invalidType").int().positive().max(maxId) });
export type IdParam = z.infer<typeof idParam>;

export const queryBool = z.enum(["true", "false"]).transform((v) => v === "true");

/** docs/requirements.md §9 date filter ranges; resolved on the server against the database's current date. */
export const datePresets = ["nextHalfMonth", "nextMonth", "nextThreeMonths", "lastHalfMonth", "lastMonth", "lastThreeMonths"] as const;
export type DatePreset = (typeof datePresets)[number];
export const datePreset = z.enum(datePresets);

/** The same ranges as from/to dates for showing them in a form: `today` is `YYYY-MM-DD`. */
export function presetRange(preset: DatePreset, today: string): { from: string; to: string } {
  const d = new Date(`${today}T00:00:00Z`);
  // Month steps clamp to the month's last day, as PostgreSQL's `date ± interval 'n month'` does.
  const shift = (days: number, months: number) => {
    const y = d.getUTCFullYear();
    const m = d.getUTCMonth() + months;
    const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    const x = new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), last) + days));
    return x.toISOString().slice(0, 10);
  };
  const ranges: Record<DatePreset, [string, string]> = {
    nextHalfMonth: [today, shift(15, 0)],
    nextMonth: [today, shift(0, 1)],
    nextThreeMonths: [today, shift(0, 3)],
    lastHalfMonth: [shift(-15, 0), today],
    lastMonth: [shift(0, -1), today],
    lastThreeMonths: [shift(0, -3), today],
  };
  const [from, to] = ranges[preset];
  return { from, to };
}

/** Keyset pagination (docs/architecture.md, routes inside a service): `limit` 1–200 (50), opaque `cursor`, `sort` = field or -field. */
export const pageQuery = {
  limit: z.coerce.number("validation.invalidType").int("validation.invalidType").min(1).max(200).default(50),
  cursor: z
    .string()
    .max(1000, "validation.tooLong")
    .regex(/^[A-Za-z0-9_-]*$/, "validation.invalid")
    .optional()
    .transform((v) => (v ? v : undefined)),
};

export type SortValue<F extends readonly string[]> = F[number] | `-${F[number]}`;
export function sortParam<const F extends readonly string[]>(fields: F) {
  const values = [...fields, ...fields.map((f) => `-${f}`)] as unknown as [SortValue<F>, ...SortValue<F>[]];
  return z.enum(values, "validation.sort").optional();
}

/** Column list for an export: comma-separated allowed fields in the order shown (hidden columns left out). */
export function columnsParam<const F extends readonly string[]>(fields: F) {
  return z
    .string()
    .max(2000, "validation.tooLong")
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const picked = v.split(",").map((s) => s.trim()).filter(Boolean);
      const bad = picked.filter((f) => !fields.includes(f));
      if (bad.length || !picked.length) {
        ctx.addIssue({ code: "custom", message: "validation.columns" });
        return z.NEVER;
      }
      return picked as F[number][];
    })
    .describe("comma-separated column names in the order shown; all columns when absent");
}

/**
 * A page of a list. `total` is counted on the first page only (no cursor) and capped: when `totalCapped`
 * is true show "10000+". Later pages answer `total: null`; keep the first page's figure.
 */
export const listResult = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    nextCursor: z.string().nullable(),
    total: z.number().int().nullable(),
    totalCapped: z.boolean(),
  });
export interface ListResult<T> {
  rows: T[];
  nextCursor: string | null;
  total: number | null;
  totalCapped: boolean;
}

export const countCap = 10_000;

/** Batch actions: at least one and at most 500 ids (duplicates are ignored). */
export const batchIds = z
  .array(id, "validation.selectAtLeastOne")
  .min(1, "validation.selectAtLeastOne")
  .max(500, "validation.tooMany");

/**
 * A print page's `ids=1,2,3` query: 1 to `max` distinct ids in the order given. `select` answers an empty
 * or malformed list (or an id outside int4), `tooMany` more than `max`.
 */
export function idListText(max: number, keys: { select: string; tooMany: string }) {
  return z
    .string(keys.select)
    .regex(/^\d{1,10}(,\d{1,10})*$/, keys.select)
    .transform((s) => [...new Set(s.split(",").map(Number))])
    .refine((ids) => ids.length <= max, keys.tooMany)
    .refine((ids) => ids.every((i) => i > 0 && i <= maxId), keys.select);
}

export const batchResult = z.object({
  succeeded: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), returnCode: z.number().int(), message: z.string() })),
});
export type BatchResult = z.infer<typeof batchResult>;

/** One history entry (GET <module>/{id}/audit). */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string().describe("ISO timestamp"),
  actorUserNo: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditResult = z.array(auditEntry);
