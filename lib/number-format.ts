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

const escape = (sign: string) => sign.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Signs { group: string; pattern: RegExp }
const signs = new Map<string, Signs>();

/** How `locale` writes a number: "," groups and "." marks decimals in en, zh and ja; "." and "," in es and vi. */
function signsOf(locale: string): Signs {
  let found = signs.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
    const group = parts.find((p) => p.type === "group")?.value ?? ",";
    const decimal = parts.find((p) => p.type === "decimal")?.value ?? ".";
    const pattern = new RegExp(`^(-?)(\\d+|\\d{1,3}(?:${escape(group)}\\d{3})+)(?:${escape(decimal)}(\\d+))?$`);
    signs.set(locale, (found = { group, pattern }));
  }
  return found;
}

/**
 * A number as a user of `locale` writes it → the decimal string the services take ("1.200,5" in es → "1200.5"; "" for
 * nothing), or null when it is no such number. Strict, because a wrong reading is silent: groups must be whole
 * (1.200 or 1200, never 1.20), so "5.50" typed in es or vi is refused rather than read as 550 or 5.5.
 */
export function parseDecimal(text: string, locale: string): string | null {
  const typed = text.trim();
  if (typed === "") return "";
  const { group, pattern } = signsOf(locale);
  const whole = pattern.exec(typed);
  if (!whole) return null;
  const [, sign, int, fraction] = whole;
  return `${sign}${int!.split(group).join("")}${fraction === undefined ? "" : `.${fraction}`}`;
}

const unreadable = "\uFFFD";

/**
 * What a form holds for a number typed in `locale`: the decimal string, or for a text that is no number there, the
 * text with a sign no decimal rule accepts, so that the form names the field as it does any invalid number. "5.50"
 * typed in Vietnamese is such a text: handed on as it is, it would pass as 5.5 where a Vietnamese reader means no number.
 */
export function decimalOfTyped(text: string, locale: string): string {
  return parseDecimal(text, locale) ?? `${text}${unreadable}`;
}

/** Whether a value from decimalOfTyped is a number ("" counts: an empty field is the form's rules' business). */
export const isReadDecimal = (value: string) => !value.endsWith(unreadable);

/** A decimal string as a user of `locale` reads and edits it (`money`: two decimals at least); text that is no decimal as it is. */
export function decimalEditText(value: string, locale: string, money = false): string {
  return /^-?\d+(\.\d+)?$/.test(value) ? format(value, locale, money ? 2 : 0, allDecimals) : value;
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
