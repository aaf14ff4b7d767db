import { AppError } from "@/services/core/errors";
import type { KeyType } from "./types";

/** The opaque cursor: base64url of [sort key, last row's sort value as text, last row's id]. */
export function encodeCursor(sortKey: string, value: string, id: number): string {
  return Buffer.from(JSON.stringify([sortKey, value, id])).toString("base64url");
}

const int4 = { min: -2_147_483_648, max: 2_147_483_647 };

/** `YYYY-MM-DD` that names a real day PostgreSQL accepts (year 0000 does not exist there, JS takes it). */
function isRealDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || v.startsWith("0000")) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** keyText's timestamp form; the round trip through Date refuses 2026-02-31 and 24:00 alike. */
function isRealTimestamp(v: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})\.(\d{3})\d{3}Z$/.exec(v);
  if (!m || !isRealDate(m[1]!)) return false;
  const d = new Date(`${m[1]}T${m[2]}.${m[3]}Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString() === `${m[1]}T${m[2]}.${m[3]}Z`;
}

function isInt4(v: string): boolean {
  if (!/^-?\d{1,10}$/.test(v)) return false;
  const n = Number(v);
  return n >= int4.min && n <= int4.max;
}

/**
 * What each sort key type may hold, as PostgreSQL would cast it. Numeric keys are numeric(18, s)
 * columns (s ≤ 6) or sums and differences of them: at most 18 integer digits.
 */
const valid: Record<KeyType, (v: string) => boolean> = {
  text: (v) => !v.includes("\u0000") && v.isWellFormed(),
  numeric: (v) => /^-?\d{1,18}(\.\d{1,10})?$/.test(v),
  date: isRealDate,
  timestamptz: isRealTimestamp,
  int: isInt4,
  bool: (v) => v === "true" || v === "false",
};

const invalid = () => new AppError("VALIDATION", "errors.validation", {}, { cursor: ["validation.cursor"] });

/**
 * Checks everything a client could have tampered with against the sort column's type, so a forged
 * cursor answers 400 and can never reach the database as a value it cannot cast.
 */
export function decodeCursor(raw: string, sortKey: string, type: KeyType): { value: string; id: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [key, value, id] = parsed as unknown[];
  if (key !== sortKey || typeof value !== "string" || value.length > 500) throw invalid();
  if (typeof id !== "number" || !Number.isInteger(id) || id < 0 || id > int4.max) throw invalid();
  if (!valid[type](value)) throw invalid();
  return { value, id };
}
