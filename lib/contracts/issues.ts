import type { z } from "zod";
import type { FieldErrors } from "./envelope";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Schema messages that start with this prefix are message-catalogue keys. */
const keyPrefix = "validation.";

function sizeKey(origin: string | undefined, kind: "min" | "max"): string {
  if (origin === "string") return kind === "min" ? "validation.tooShort" : "validation.tooLong";
  if (origin === "array" || origin === "set") return kind === "min" ? "validation.tooFew" : "validation.tooMany";
  return kind === "min" ? "validation.tooSmall" : "validation.tooBig";
}

export function issueMessage(issue: z.core.$ZodIssue, t: Translate): string {
  if (issue.message.startsWith(keyPrefix)) {
    const values: Record<string, string> = {};
    if (issue.code === "too_small") values.min = String(issue.minimum);
    if (issue.code === "too_big") values.max = String(issue.maximum);
    if (issue.code === "custom") for (const [k, v] of Object.entries(issue.params ?? {})) values[k] = String(v);
    return t(issue.message, values);
  }
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? t("validation.required") : t("validation.invalidType");
    case "too_small":
      return t(sizeKey(issue.origin, "min"), { min: String(issue.minimum) });
    case "too_big":
      return t(sizeKey(issue.origin, "max"), { max: String(issue.maximum) });
    case "invalid_format":
      return t("validation.invalidFormat");
    case "unrecognized_keys":
      return t("validation.unknownField");
    default:
      return t("validation.invalid");
  }
}

export function toFieldErrors(error: z.ZodError, t: Translate): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    (out[key] ??= []).push(issueMessage(issue, t));
  }
  return out;
}
