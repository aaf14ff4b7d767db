import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { businessDates, date, requiredText, text } from "@/lib/contracts/common";
import { services } from "@/services/registry";
import { serviceNames } from "@/lib/contracts/services";

/**
 * Every text and date field a caller can send, found by walking each route's body and query schema from the
 * registry: a text field refuses control characters and drops bidi overrides and zero-width characters; a
 * date field refuses a date outside the business window. A field written by hand beside the shared
 * primitives (lib/contracts/text.ts, common.ts `date`) fails here.
 */
type Schema = z.core.$ZodType;
const defOf = (s: Schema) => s._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** The property schemas that hold a string, with their path; arrays and nested objects are walked into. */
function stringFields(schema: Schema, path: string, out: Array<{ path: string; schema: Schema }>): void {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      for (const [k, v] of Object.entries(def.shape as Record<string, Schema>)) {
        if (holdsString(v)) out.push({ path: `${path}.${k}`, schema: v });
        else stringFields(v, `${path}.${k}`, out);
      }
      return;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
      return stringFields(def.innerType as Schema, path, out);
    case "pipe":
      return stringFields(def.in as Schema, path, out);
    case "array":
      if (holdsString(def.element as Schema)) out.push({ path: `${path}[]`, schema: def.element as Schema });
      else stringFields(def.element as Schema, `${path}[]`, out);
      return;
    case "union":
      for (const o of def.options as Schema[]) stringFields(o, path, out);
      return;
  }
}

function holdsString(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === "string") return true;
  if (["optional", "nullable", "default", "prefault", "nonoptional"].includes(def.type)) return holdsString(def.innerType as Schema);
  if (def.type === "pipe") return holdsString(def.in as Schema);
  return false;
}

const ok = (schema: Schema, v: unknown) => z.safeParse(schema, v).success;
const parsed = (schema: Schema, v: unknown) => z.safeParse(schema, v).data;

/** Values of free text as the fields' own patterns take them (letters, a code, digits). */
const wordProbes = ["Abcd", "abcd", "ABCD", "AB12", "1234", "A-1234"];
const dateProbes = ["2030-06-15", "2030-06-15T08:00:00Z", "2030-06-15T08:00"];
/** Secrets and opaque tokens (a page cursor) are compared byte for byte, never rewritten. */
const secret = /password|token|nonce|secret|cursor/i;

const fields = serviceNames.flatMap((service) =>
  services[service].routes.flatMap((route) => {
    const out: Array<{ path: string; schema: Schema }> = [];
    if (route.body) stringFields(route.body as Schema, "body", out);
    if (route.query) stringFields(route.query as Schema, "query", out);
    return out.map((f) => ({ ...f, name: `${service} ${route.method.toUpperCase()} ${route.path} ${f.path}` }));
  }),
);
const textFields = fields
  .filter((f) => !secret.test(f.path))
  .map((f) => ({ ...f, probe: wordProbes.find((p) => ok(f.schema, p)) }))
  .filter((f): f is typeof f & { probe: string } => f.probe !== undefined);
const dateFields = fields
  .filter((f) => !secret.test(f.path) && !wordProbes.some((p) => ok(f.schema, p)))
  .map((f) => ({ ...f, probe: dateProbes.find((p) => ok(f.schema, p)) }))
  .filter((f): f is typeof f & { probe: string } => f.probe !== undefined);

describe("text and date fields of every operation", () => {
  it("finds them", () => {
    expect(textFields.length).toBeGreaterThan(100);
    expect(dateFields.length).toBeGreaterThan(20);
  });

  it.each(textFields.map((f) => [f.name, f] as const))("%s refuses control characters and drops bidi overrides and zero-width characters", (_, f) => {
    for (const c of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085"]) expect(ok(f.schema, `${f.probe}${c}${f.probe}`), JSON.stringify(c)).toBe(false);
    const clean = parsed(f.schema, f.probe);
    for (const c of ["\u202e", "\u202d", "\u2066", "\u200b", "\u200f", "\ufeff"]) {
      expect(z.safeParse(f.schema, `${c}${f.probe}${c}`).data, JSON.stringify(c)).toEqual(clean);
    }
  });

  it.each(dateFields.map((f) => [f.name, f] as const))("%s refuses a date outside the business window", (_, f) => {
    for (const day of ["1900-01-01", "1999-12-31", "2100-01-01", "2999-01-01"]) expect(ok(f.schema, f.probe.replace("2030-06-15", day)), day).toBe(false);
    for (const day of [businessDates.min, businessDates.max]) expect(ok(f.schema, f.probe.replace("2030-06-15", day)), day).toBe(true);
  });
});

describe("the shared text primitives", () => {
  it("normalise to NFC and keep line breaks and tabs in multi-line text only", () => {
    expect(parsed(text(20), "Cafe\u0301")).toBe("Caf\u00e9");
    expect(parsed(requiredText(20, "validation.required"), " \u202egnp.exe ")).toBe("gnp.exe");
    expect(ok(text(20), "a\nb")).toBe(false);
    expect(ok(text(20), "a\tb")).toBe(false);
    expect(parsed(text(20, { multiline: true }), "a\r\n\tb")).toBe("a\n\tb");
    expect(ok(text(20, { multiline: true }), "a\u0007b")).toBe(false);
  });

  it("answers a control character and an out-of-window date with their own messages", () => {
    expect(z.safeParse(text(20), "a\u0007b").error?.issues[0]?.message).toBe("validation.controlChars");
    const issue = z.safeParse(date, "1900-01-01").error?.issues[0] as z.core.$ZodIssueCustom | undefined;
    expect(issue?.message).toBe("validation.dateRange");
    expect(issue?.params).toEqual({ min: "2000-01-01", max: "2099-12-31" });
    expect(ok(date, "2030-02-30")).toBe(false);
  });
});
