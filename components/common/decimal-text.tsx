import { useLocale } from "next-intl";
import { formatDecimal, formatMoney } from "@/lib/number-format";

/** A decimal, or an amount of money, in the UI language: in a table cell, a detail or a server-rendered print page alike. */
export function DecimalText({ value, money = false }: { value: string; money?: boolean }) {
  const locale = useLocale();
  return <>{money ? formatMoney(value, locale) : formatDecimal(value, locale)}</>;
}
