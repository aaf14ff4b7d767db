/**
 * A decimal quantity for a message or a cell, the same on the server and in the browser: grouped and
 * with the decimal sign of the reader's locale, at most `decimals` places (the unit's; quantities are
 * stored with 4), trailing zeros dropped. The decimal string is formatted as it is, never as a float.
 */
export const quantityDecimals = 4;

const cache = new Map<string, Intl.NumberFormat>();

export function formatQuantity(value: string | number, locale: string, decimals = quantityDecimals): string {
  const key = `${locale}|${decimals}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, useGrouping: true })));
  return f.format(String(value) as Intl.StringNumericLiteral);
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
