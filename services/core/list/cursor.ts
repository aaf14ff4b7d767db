import { AppError } from "@/services/core/errors";
import type { KeyType } from "./types";

/** The opaque cursor: base64url of [sort key, last row's sort value as text, last row's id]. */
export function encodeCursor(sortKey: string, value: string, id: number): string {
  return Buffer.from(JSON.stringify([sortKey, value, id])).toString("base64url");
}

const valuePatterns: Record<KeyType, RegExp> = {
  text: /^[^\u0000]*$/,
  numeric: /^-?\d{1,20}(\.\d{1,10})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  timestamptz: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  int: /^-?\d{1,10}$/,
  bool: /^(true|false)$/,
};

const invalid = () => new AppError("VALIDATION", "errors.validation", {}, { cursor: ["validation.invalid"] });

/**
 * Checks everything a client could have tampered with, so a forged cursor answers 400 and can never
 * reach the database as a value it cannot cast.
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
  if (typeof id !== "number" || !Number.isInteger(id) || id < 0 || id > 2_147_483_647) throw invalid();
  if (!valuePatterns[type].test(value)) throw invalid();
  if ((type === "date" || type === "timestamptz") && Number.isNaN(Date.parse(type === "date" ? `${value}T00:00:00Z` : value))) {
    throw invalid();
  }
  return { value, id };
}
