/**
 * Every decimal and amount of money a user reads, the same on the server and in the browser: grouped
 * and with the decimal sign of the reader's locale, trailing zeros dropped. The decimal string is
 * formatted as it is, never as a float, so no digit is lost or rounded.
 */
export const quantityDecimals = 4;

/** The most fraction digits ICU accepts in Node 20 (newer engines allow 100); stored decimals have fewer. */
const allDecimals = 20;

const cache = new Map<string, Intl.NumberFormat>();

function format(value: string | number, locale: string, minimumFractionDigits: number, maximumFractionDigits: number): string {
  const key = `${locale}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits, useGrouping: true, signDisplay: "negative" })));
  return f.format(String(value) as Intl.StringNumericLiteral);
}

/** A quantity at most `decimals` places (the unit's; quantities are stored with 4). */
export function formatQuantity(value: string | number, locale: string, decimals = quantityDecimals): string {
  return format(value, locale, 0, decimals);
}

/** A decimal string with all its significant decimals; "" when there is none. */
export function formatDecimal(value: string | null | undefined, locale: string): string {
  return value ? format(value, locale, 0, allDecimals) : "";
}

/** An amount of money: like formatDecimal, with at least two decimals (368.4 → 368.40). */
export function formatMoney(value: string | null | undefined, locale: string): string {
  return value ? format(value, locale, 2, allDecimals) : "";
}

/** A quantity handed to a message as a value: formatted by `messageValues` where the message is translated. */
interface QuantityValue {
  readonly quantity: string;
}
export const quantityValue = (value: string): QuantityValue => ({ quantity: value });

export type MessageValue = string | number | QuantityValue;

/** A message's values for the translator, each quantity in the reader's locale. */
export function messageValues(values: Record<string, MessageValue>, locale: string): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === "object" ? formatQuantity(v.quantity, locale) : v]));
}
