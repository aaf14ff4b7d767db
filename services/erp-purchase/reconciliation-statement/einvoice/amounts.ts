import { fromUnits, toUnits } from "@/lib/contracts/decimal";
import { einvoiceError } from "./errors";

const plain = /^-?\d{1,16}(\.\d{1,20})?$/;
const cents = 10_000n; // one cent in decimal.ts units (six decimals)

/** Digits as written, grouping commas and spaces dropped; refused when not a plain decimal. */
function clean(raw: string, field: string): string {
  const t = raw.replace(/[\s,]/g, "").replace(/^\+/, "");
  if (!plain.test(t)) throw einvoiceError("badAmount", { field, value: raw.slice(0, 40) });
  return t;
}

/** An amount of money, at most two decimals (numeric(18,2)), as "1234.50". */
export function moneyOf(raw: string | null, field: string): string {
  if (raw === null) throw einvoiceError("missingField", { field });
  const t = clean(raw, field);
  const units = toUnits(t);
  if (units % cents !== 0n || (t.split(".")[1]?.length ?? 0) > 6) throw einvoiceError("badAmount", { field, value: raw.slice(0, 40) });
  return fromUnits(units, 2);
}

/** A quantity or unit price exactly as written (e-fapiao prices carry up to 15 decimals), or null. */
export function decimalOf(raw: string | null, field: string): string | null {
  return raw === null ? null : clean(raw, field);
}

/**
 * A tax rate as a fraction ("0.13"). Written as "0.13", "0.130000", "13%" or "13"; the exempt and
 * not-taxed marks (免税, 不征税, KCT, KKKNT, 0%) are a zero rate.
 */
export function rateOf(raw: string | null, field: string): string {
  if (raw === null) throw einvoiceError("missingField", { field });
  const t = raw.trim();
  if (/^(免税|不征税|出口零税|KCT|KKKNT)$/i.test(t)) return "0";
  const m = /^(?:KHAC:)?(\d{1,3}(?:\.\d{1,6})?)(%)?$/i.exec(t);
  if (!m) throw einvoiceError("badAmount", { field, value: t.slice(0, 40) });
  const n = m[1]!;
  const fraction = m[2] || toUnits(n) >= toUnits("1") ? fromUnits(toUnits(n) / 100n, 6) : fromUnits(toUnits(n), 6);
  if (toUnits(fraction) >= toUnits("1")) throw einvoiceError("badAmount", { field, value: t.slice(0, 40) });
  return fraction.replace(/(\.\d*?[1-9])0+$/, "$1").replace(/\.0+$/, "");
}

/** amount × rate rounded half away from zero to `decimals` places (2 for cents, 0 for đồng). */
export function taxOn(amount: string, rate: string, decimals = 2): string {
  const product = toUnits(amount) * toUnits(rate); // twelve decimals
  const scaleTo = 10n ** BigInt(12 - decimals);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + scaleTo / 2n) / scaleTo;
  return fromUnits((negative ? -rounded : rounded) * 10n ** BigInt(6 - decimals), 2);
}

export const sumMoney = (values: string[]) => fromUnits(values.reduce((s, v) => s + toUnits(v), 0n), 2);
