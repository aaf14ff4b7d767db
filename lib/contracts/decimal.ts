/**
 * Decimal-safe arithmetic on decimal strings (quantities and money), shared by the forms and the service.
 * Values are fixed-point bigints with six decimals, so 0.1 + 0.2 is exactly 0.3.
 */
const scale = 6;
const factor = 10n ** BigInt(scale);
const pattern = /^(-)?(\d+)(?:\.(\d+))?$/;

export function isDecimal(value: unknown): value is string {
  return typeof value === "string" && pattern.test(value);
}

export function toUnits(value: string): bigint {
  const m = pattern.exec(value.trim());
  if (!m) throw new Error(`not a decimal: ${value}`);
  const frac = (m[3] ?? "").slice(0, scale).padEnd(scale, "0");
  const units = BigInt(m[2]!) * factor + BigInt(frac);
  return m[1] ? -units : units;
}

export function fromUnits(units: bigint, decimals = 4): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / factor;
  // Digits beyond the six kept are zeros, so more than six places are padded, never cut short.
  const frac = (abs % factor).toString().padStart(scale, "0").slice(0, decimals).padEnd(decimals, "0");
  const text = decimals > 0 ? `${whole}.${frac}` : `${whole}`;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

export const decCmp = (a: string, b: string): number => {
  const d = toUnits(a) - toUnits(b);
  return d === 0n ? 0 : d < 0n ? -1 : 1;
};
export const decAdd = (a: string, b: string, decimals = 4) => fromUnits(toUnits(a) + toUnits(b), decimals);
export const decSub = (a: string, b: string, decimals = 4) => fromUnits(toUnits(a) - toUnits(b), decimals);
export const decMulInt = (a: string, n: number | bigint, decimals = 4) => fromUnits(toUnits(a) * BigInt(n), decimals);

/** valuation = per-pack × packs + loose (docs/requirements.md §9). */
export const valuationOf = (perPack: string, packs: number, loose: string) =>
  fromUnits(toUnits(perPack) * BigInt(packs) + toUnits(loose));

/** Trailing zeros removed: "12.5000" → "12.5", "3.0000" → "3". */
export function trimDecimal(value: string): string {
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value;
}
