import { einvoiceError } from "./errors";

export function required(value: string | null, field: string): string {
  if (value === null) throw einvoiceError("missingField", { field });
  return value;
}

/** A date written "2024-01-15", "2024-01-15T10:00:00", "2024-01-15 10:00:00" or "2024年01月15日", as YYYY-MM-DD. */
export function dateOf(raw: string | null, field: string): string {
  const value = required(raw, field);
  const m = /^(\d{4})[-年/](\d{1,2})[-月/](\d{1,2})日?(?:[T\s].*)?$/.exec(value);
  const iso = m ? `${m[1]}-${m[2]!.padStart(2, "0")}-${m[3]!.padStart(2, "0")}` : "";
  const d = new Date(`${iso}T00:00:00Z`);
  if (!m || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) throw einvoiceError("badDate", { field, value: value.slice(0, 40) });
  return iso;
}
