import type { z } from "zod/mini";
import type { FieldErrors } from "./envelope";
import { formatQuantity } from "@/lib/number-format";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Schema messages that start with this prefix are message-catalogue keys. */
const keyPrefix = "validation.";

function sizeKey(origin: string | undefined, kind: "min" | "max"): string {
  if (origin === "string") return kind === "min" ? "validation.tooShort" : "validation.tooLong";
  if (origin === "array" || origin === "set") return kind === "min" ? "validation.tooFew" : "validation.tooMany";
  return kind === "min" ? "validation.tooSmall" : "validation.tooBig";
}

/** A field error as a catalogue key and its values: serialisable, translated where it is shown. */
export interface IssueKey {
  key: string;
  values?: Record<string, string>;
}

export function issueKey(issue: z.core.$ZodIssue): IssueKey {
  if (issue.message.startsWith(keyPrefix)) {
    const values: Record<string, string> = {};
    if (issue.code === "too_small") values.min = String(issue.minimum);
    if (issue.code === "too_big") values.max = String(issue.maximum);
    if (issue.code === "custom") for (const [k, v] of Object.entries(issue.params ?? {})) values[k] = String(v);
    return { key: issue.message, values };
  }
  switch (issue.code) {
    case "invalid_type":
      return { key: issue.input === undefined ? "validation.required" : "validation.invalidType" };
    case "too_small":
      return { key: sizeKey(issue.origin, "min"), values: { min: String(issue.minimum) } };
    case "too_big":
      return { key: sizeKey(issue.origin, "max"), values: { max: String(issue.maximum) } };
    case "invalid_format":
      return { key: "validation.invalidFormat" };
    case "unrecognized_keys":
      return { key: "validation.unknownField" };
    default:
      return { key: "validation.invalid" };
  }
}

const decimalString = /^\d+(?:\.(\d+))?$/;

/** An issue's bounds as the reader writes numbers: "99,999,999,999,999.9999", never the schema's raw string. */
function localeValues(values: Record<string, string> | undefined, locale: string): Record<string, string> | undefined {
  if (!values) return values;
  return Object.fromEntries(Object.entries(values).map(([k, v]) => {
    const m = decimalString.exec(v);
    return [k, m ? formatQuantity(v, locale, m[1]?.length ?? 0) : v];
  }));
}

export function issueMessage(issue: z.core.$ZodIssue, t: Translate, locale: string): string {
  const { key, values } = issueKey(issue);
  return t(key, localeValues(values, locale));
}

/** Field errors as keys, for an answer that is shown again after the language changes (the login form). */
export function toIssueKeys(error: z.core.$ZodError): Record<string, IssueKey[]> {
  const out: Record<string, IssueKey[]> = {};
  for (const issue of error.issues) (out[issue.path.map(String).join(".") || "_"] ??= []).push(issueKey(issue));
  return out;
}

export function translateIssueKeys(keys: Record<string, IssueKey[]>, t: Translate, locale: string): FieldErrors {
  return Object.fromEntries(Object.entries(keys).map(([field, list]) => [field, list.map((k) => t(k.key, localeValues(k.values, locale)))]));
}

export function toFieldErrors(error: z.core.$ZodError, t: Translate, locale: string): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    (out[key] ??= []).push(issueMessage(issue, t, locale));
  }
  return out;
}
