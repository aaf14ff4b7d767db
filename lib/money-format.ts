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
