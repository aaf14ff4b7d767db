import { z } from "zod/mini";
import { datePresets, presetRange, type DatePreset } from "./date-presets";
import { decAdd, decCmp, isDecimal } from "./decimal";
import { cleanString, maxId, requiredText, text } from "./text";

export { cleanString, maxId, requiredText, text };

/**
 * A decimal input bounded by its column: numeric(18, scale) holds 18 − scale integer digits. Format
 * errors and "too large" are told apart, and the largest value is named in the message.
 */
export function decimalInput(o: { scale: number; keys: { invalid: string; tooLarge: string } }) {
  const intDigits = 18 - o.scale;
  const max = `${"9".repeat(intDigits)}.${"9".repeat(o.scale)}`;
  return cleanString(o.keys.invalid).check(z.regex(new RegExp(`^\\d+(\\.\\d{1,${o.scale}})?$`), o.keys.invalid), z.refine((v) => !/^\d+(\.\d+)?$/.test(v) || v.split(".")[0]!.replace(/^0+(?=\d)/, "").length <= intDigits, {
      message: o.keys.tooLarge,
      params: { max },
    }));
}

/** numeric(18,4): the largest quantity a column holds. */
export const maxQty = "99999999999999.9999";
/** A quantity: decimal string, not negative, at most 14 digits and 4 decimals (numeric(18,4) in the database). */
export const qty = decimalInput({ scale: 4, keys: { invalid: "validation.quantity.invalid", tooLarge: "validation.quantity.tooLarge" } });
export const positiveQty = qty.check(z.refine((v) => !/^\d+(\.\d+)?$/.test(v) || decCmp(v, "0") > 0, "validation.quantity.positive"));
/** A unit price: numeric(18,6). */
export const price = decimalInput({ scale: 6, keys: { invalid: "validation.price.invalid", tooLarge: "validation.price.tooLarge" } });
/** An amount of money: numeric(18,2). */
export const money = decimalInput({ scale: 2, keys: { invalid: "validation.money.invalid", tooLarge: "validation.money.tooLarge" } });

/**
 * Sums of quantities stored in one numeric(18,4) column (a header total, a PO line's received total)
 * must fit it too: an issue at `path` when they do not.
 */
export function checkQtyTotal(values: readonly unknown[], ctx: z.core.$RefinementCtx, path: (string | number)[]) {
  if (!values.every(isDecimal)) return;
  const total = values.reduce<string>((s, v) => decAdd(s, v as string), "0");
  if (decCmp(total, maxQty) > 0) {
    ctx.addIssue({ code: "custom", path, message: "validation.quantity.totalTooLarge", params: { max: maxQty } });
  }
}

/** Decimal strings in answers (quantities, prices, money), exactly as stored. */
export const decimal = z.string().check(z.describe("decimal string"));
export const nullableDecimal = z.nullable(decimal);

function isRealDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/**
 * The window of every business date and time a caller sends (bill, delivery, statement, production dates,
 * filters, deadlines, signatures): this century. A typo such as 1900-01-01 or 2999-01-01 is refused, with the
 * window named, instead of landing in a bill or a task. The data of this portal starts long after 2000, and a
 * date past 2099 is no plan but a mistake; an open end is an empty field, not a far date.
 */
export const businessDates = { min: "2000-01-01", max: "2099-12-31" } as const;
const withinBusinessDates = (v: string) => {
  const day = v.slice(0, 10);
  return !/^\d{4}-\d{2}-\d{2}$/.test(day) || (day >= businessDates.min && day <= businessDates.max);
};
/** The window's check, for a date `YYYY-MM-DD` or a date-time that starts with one. */
export const inBusinessDates = () => z.refine<string>(withinBusinessDates, { message: "validation.dateRange", params: { ...businessDates } });

/** A calendar date `YYYY-MM-DD` within businessDates. */
export const date = z.string("validation.date").check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date"),
  z.refine(isRealDate, "validation.date"),
  inBusinessDates(),
);


/** An optional query filter: empty means "not filtered". */
export const filterText = (max = 50) =>
  z.pipe(z.optional(text(max)), z.transform((v) => (v ? v : undefined)));

export const id = z.number("validation.invalidType").check(z.int("validation.invalidType"), z.positive("validation.invalidType"), z.lte(maxId));
export const idParam = z.object({ id: z.coerce.number("validation.invalidType").check(z.int(), z.positive(), z.lte(maxId)) });
export type IdParam = z.infer<typeof idParam>;

export const queryBool = z.pipe(z.enum(["true", "false"]), z.transform((v) => v === "true"));

export { datePresets, presetRange, type DatePreset };
export const datePreset = z.enum(datePresets);

/** A list's date filter on `name`: a from and a to date, or one of the preset ranges. */
export function dateRangeFilters<N extends string>(name: N) {
  return { [`${name}From`]: z.optional(date), [`${name}To`]: z.optional(date), [`${name}Range`]: z.optional(datePreset) } as {
    [K in `${N}From` | `${N}To`]: z.ZodMiniOptional<typeof date>;
  } & { [K in `${N}Range`]: z.ZodMiniOptional<typeof datePreset> };
}

/** Keyset pagination (docs/architecture.md, routes inside a service): `limit` 1–200 (50), opaque `cursor`, `sort` = field or -field. */
export const pageQuery = {
  limit: z._default(z.coerce.number("validation.invalidType").check(z.int("validation.invalidType"), z.gte(1), z.lte(200)), 50),
  cursor: z.pipe(z.optional(z.string().check(
    z.maxLength(1000, "validation.tooLong"),
    z.regex(/^[A-Za-z0-9_-]*$/, "validation.invalid"),
  )), z.transform((v) => (v ? v : undefined))),
};

export type SortValue<F extends readonly string[]> = F[number] | `-${F[number]}`;
export function sortParam<const F extends readonly string[]>(fields: F) {
  const values = [...fields, ...fields.map((f) => `-${f}`)] as unknown as [SortValue<F>, ...SortValue<F>[]];
  return z.optional(z.enum(values, "validation.sort"));
}

/** Column list for an export: comma-separated allowed fields in the order shown (hidden columns left out). */
export function columnsParam<const F extends readonly string[]>(fields: F) {
  const pick = (v: string) => v.split(",").map((s) => s.trim()).filter(Boolean);
  const allowed = (v: string | undefined) => {
    if (!v) return true;
    const picked = pick(v);
    return picked.length > 0 && picked.every((f) => fields.includes(f));
  };
  // Checked only once within 2000 characters, as a second stage of the pipe.
  const picked = z.pipe(z.optional(z.string().check(z.refine(allowed, "validation.columns"))), z.transform((v) => (v ? (pick(v) as F[number][]) : undefined)));
  return z
    .pipe(z.optional(z.string().check(z.maxLength(2000, "validation.tooLong"))), picked)
    .check(z.describe("comma-separated column names in the order shown; all columns when absent"));
}

/**
 * A page of a list. `total` is counted on the first page only (no cursor) and capped: when `totalCapped`
 * is true show "10000+". Later pages answer `total: null`; keep the first page's figure.
 */
export const listResult = <T extends z.ZodMiniType>(row: T) =>
  z.object({
    rows: z.array(row),
    nextCursor: z.nullable(z.string()),
    total: z.nullable(z.number().check(z.int())),
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
export const batchIds = z.array(id, "validation.selectAtLeastOne").check(z.minLength(1, "validation.selectAtLeastOne"), z.maxLength(500, "validation.tooMany"));

/**
 * A print page's `ids=1,2,3` query: 1 to `max` distinct ids in the order given. `select` answers an empty
 * or malformed list (or an id outside int4), `tooMany` more than `max`.
 */
export function idListText(max: number, keys: { select: string; tooMany: string }) {
  return z.pipe(cleanString(keys.select).check(z.regex(/^\d{1,10}(,\d{1,10})*$/, keys.select)), z.transform((s) => [...new Set(s.split(",").map(Number))])).check(
    z.refine((ids) => ids.length <= max, keys.tooMany),
    z.refine((ids) => ids.every((i) => i > 0 && i <= maxId), keys.select),
  );
}

export const batchResult = z.object({
  succeeded: z.array(z.number().check(z.int())),
  failed: z.array(z.object({ id: z.number().check(z.int()), returnCode: z.number().check(z.int()), message: z.string() })),
});
export type BatchResult = z.infer<typeof batchResult>;

/** One history entry (GET <module>/{id}/audit). */
export const auditEntry = z.object({
  id: z.number().check(z.int()),
  at: z.string().check(z.describe("ISO timestamp")),
  actorUserNo: z.nullable(z.string()),
  actorName: z.nullable(z.string()),
  action: z.string(),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  detail: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditResult = z.array(auditEntry);
