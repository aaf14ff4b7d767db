import { trimDecimal } from "@/lib/contracts/decimal";

/** The number formatters live in lib, shared with the services' messages. */
export { formatDecimal, formatMoney } from "@/lib/number-format";

export function isNonZero(value: string | null | undefined): boolean {
  return Boolean(value) && /[1-9]/.test(value ?? "");
}

/** A decimal string for an input: trailing zeros dropped. */
export function trimOrEmpty(value: string | null | undefined): string {
  return value ? trimDecimal(value) : "";
}

/** Field errors without the given key and everything under it (`lines.2` drops `lines.2.thisQty`). */
export function dropErrors<E extends Record<string, unknown>>(errors: E, ...keys: string[]): E {
  const out = { ...errors };
  for (const k of Object.keys(out)) if (keys.some((key) => k === key || k.startsWith(`${key}.`))) delete out[k];
  return out;
}
