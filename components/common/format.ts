import { trimDecimal } from "@/lib/contracts/decimal";

/** A decimal string for display: trailing zeros dropped, thousands grouped (no float conversion). */
export function formatDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const trimmed = trimDecimal(value);
  const negative = trimmed.startsWith("-");
  const [whole = "", frac] = (negative ? trimmed.slice(1) : trimmed).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${grouped}${frac ? `.${frac}` : ""}`;
}

/** An amount of money: grouped like formatDecimal, with at least two decimals (368.4 → 368.40). */
export function formatMoney(value: string | null | undefined): string {
  const text = formatDecimal(value);
  if (!text) return text;
  const [whole, frac = ""] = text.split(".");
  return `${whole}.${frac.padEnd(2, "0")}`;
}

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
