import type { z } from "zod/mini";

type Check = { _zod: { def: { check?: string; maximum?: number; minimum?: number } } };

/** A string schema's length bound, from its checks (zod 4 keeps `.max()`/`.min()` there). */
function lengthBound(schema: z.core.$ZodType, kind: "max_length" | "min_length"): number | undefined {
  const checks = ((schema._zod.def as { checks?: Check[] }).checks ?? []).map((c) => c._zod.def);
  const hit = checks.find((c) => c.check === kind);
  return kind === "max_length" ? hit?.maximum : hit?.minimum;
}
/** The innermost schema behind optional/nullable/default/pipe wrappers. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const def = s._zod.def as { innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    const next = def.innerType ?? def.in;
    if (!next) break;
    s = next;
  }
  return s;
}

function shapeOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> {
  const inner = unwrap(schema)._zod.def as { shape?: Record<string, z.core.$ZodType> };
  return inner.shape ?? {};
}

/** A field's `max` length as the contract declares it, for `maxLength` and counters. */
export function maxLengthOf(schema: z.core.$ZodType, field: string): number | undefined {
  const f = shapeOf(schema)[field];
  return f ? lengthBound(unwrap(f), "max_length") : undefined;
}

/** Whether the contract requires a field (it accepts neither undefined nor an empty string). */
export function isRequired(schema: z.core.$ZodType, field: string): boolean {
  const f = shapeOf(schema)[field];
  if (!f) return false;
  // a default fills a missing value: zod 4 marks such a field "defaulted"
  const optin: string | undefined = f._zod.optin;
  const optional = optin === "optional" || optin === "defaulted";
  const min = lengthBound(unwrap(f), "min_length");
  return !optional && (min === undefined || min > 0) && !acceptsEmpty(f);
}

/** Whether a field takes a form's empty value: a plain `text(n)` does, so it is not required. */
function acceptsEmpty(f: z.core.$ZodType): boolean {
  const result = f["~standard"].validate("");
  return !(result instanceof Promise) && !result.issues;
}

/** What a form shows of a field before its schema has loaded: its max length and whether it is required. */
export interface FieldFacts {
  max?: number;
  required: boolean;
}
export type FormFacts = Record<string, FieldFacts>;

/** Every field's facts, read on the server so that a form can render them and load its schema on first use. */
export function formFacts(schema: z.core.$ZodType): FormFacts {
  const out: FormFacts = {};
  for (const field of Object.keys(shapeOf(schema))) {
    const max = maxLengthOf(schema, field);
    out[field] = max === undefined ? { required: isRequired(schema, field) } : { max, required: isRequired(schema, field) };
  }
  return out;
}
