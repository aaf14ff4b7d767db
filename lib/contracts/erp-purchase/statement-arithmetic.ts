import { fromUnits, toUnits } from "../decimal";

/**
 * Statement arithmetic, exact to the cent (decimal strings, bigint units, never floats).
 *
 * Per line, from its tax-inclusive amount A (2 places) and the statement's rates (4 places):
 *   discount = round½↑(A × discountRate, 2)
 *   payable  = A − discount
 *   tax      = round½↑(payable × taxRate ÷ (1 + taxRate), 2)
 *   net      = payable − tax
 * Half-up means half away from zero, so a credit line rounds like its debit mirror. The header's
 * amounts are the sums of the lines' rounded amounts (never a rounding of the summed amount), so
 * Σ lines = header and net + tax = payable hold to the cent for every statement.
 */
export interface LineMoney {
  amount: string;
  discount: string;
  payable: string;
  tax: string;
  net: string;
}
export type HeaderMoney = LineMoney;

const unit = 10_000n; // units of toUnits() per cent (toUnits keeps 6 places)

/** n / d rounded half away from zero, for bigints. */
function divRound(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (2n * ad);
  return neg ? -q : q;
}

const cents = (v: string) => divRound(toUnits(v), unit);
const money = (c: bigint) => fromUnits(c * unit, 2);
/** Rate as millionths (toUnits' six places). */
const rateUnits = (v: string) => toUnits(v);

export function lineMoney(amount: string, taxRate: string, discountRate: string): LineMoney {
  const a = cents(amount);
  const discount = divRound(a * rateUnits(discountRate), 1_000_000n);
  const payable = a - discount;
  const r = rateUnits(taxRate);
  const tax = divRound(payable * r, 1_000_000n + r);
  return { amount: money(a), discount: money(discount), payable: money(payable), tax: money(tax), net: money(payable - tax) };
}

export function sumMoney(lines: readonly LineMoney[]): HeaderMoney {
  const keys = ["amount", "discount", "payable", "tax", "net"] as const;
  const total = Object.fromEntries(keys.map((k) => [k, 0n])) as Record<(typeof keys)[number], bigint>;
  for (const l of lines) for (const k of keys) total[k] += cents(l[k]);
  return Object.fromEntries(keys.map((k) => [k, money(total[k])])) as unknown as HeaderMoney;
}

/** a − b for 2-place money strings. */
export const moneyDiff = (a: string, b: string) => money(cents(a) - cents(b));
/** |a − b| ≤ tolerance. */
export const withinTolerance = (a: string, b: string, tolerance: string) => {
  const d = cents(a) - cents(b);
  return (d < 0n ? -d : d) <= cents(tolerance);
};
