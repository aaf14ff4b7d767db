import type { z } from "zod/mini";
import type { ColumnDecl } from "./columns";

/**
 * A declared list's filter as plain data, for the filter form a client list renders from its view (declaredFilters):
 * a text prefix, an enum (its values and its catalogue name), a yes / no flag, or a date range (`<field>From`,
 * `<field>To` and the preset `<field>Range`). Filters of other kinds (ids, months, lists) are the module's own.
 */
export type FilterView =
  | { kind: "text"; name: string }
  | { kind: "enum"; name: string; enumName: string; values: readonly string[] }
  | { kind: "flag"; name: string }
  | { kind: "dateRange"; name: string }
  /** Of a kind a module renders itself (a month, a day, an id), named so it can take its declared place. */
  | { kind: "other"; name: string };

type Def = z.core.$ZodTypeDef & { defaultValue?: unknown; innerType?: z.core.$ZodType; in?: z.core.$ZodType; entries?: Record<string, string>; checks?: z.core.$ZodCheck[] };

/** Free text, not a string of a format (a day, a month) that a text box would not fit. */
const isText = (def: Def) => def.type === "string" && !def.checks?.some((c) => (c._zod.def as { check: string }).check === "string_format");

/** The schema a query string is read with (past optional, default and the input side of a pipe), and its default. */
function inputDef(schema: z.core.$ZodType): { def: Def; fallback: unknown } {
  let def = schema._zod.def as Def;
  let fallback: unknown;
  for (;;) {
    if (def.type === "default") fallback = def.defaultValue;
    if (def.innerType && ["optional", "default", "nullable", "prefault", "catch"].includes(def.type)) def = def.innerType._zod.def as Def;
    else if (def.type === "pipe" && def.in) def = def.in._zod.def as Def;
    else return { def, fallback };
  }
}

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/** The filters of a declared list that a generic filter form can render, in their declaration order. */
export function filterViews(filters: z.core.$ZodShape, columns: Record<string, ColumnDecl>): FilterView[] {
  const keys = Object.keys(filters);
  const ranges = new Set(keys.filter((k) => k.endsWith("Range")).map((k) => k.slice(0, -"Range".length)).filter((n) => keys.includes(`${n}From`) && keys.includes(`${n}To`)));
  const out: FilterView[] = [];
  for (const key of keys) {
    const range = [...ranges].find((n) => key === `${n}From` || key === `${n}To` || key === `${n}Range`);
    if (range) {
      if (!out.some((f) => f.kind === "dateRange" && f.name === range)) out.push({ kind: "dateRange", name: range });
      continue;
    }
    const { def, fallback } = inputDef(filters[key]!);
    if (isText(def)) out.push({ kind: "text", name: key });
    else if (def.type === "enum" && def.entries) {
      // the default is what an empty field means ("all"), not a choice
      const values = Object.values(def.entries).filter((v) => v !== fallback);
      const column = columns[key];
      if (sameValues(values, ["true", "false"])) out.push({ kind: "flag", name: key });
      else if (column?.enumName && column.values) out.push({ kind: "enum", name: key, enumName: column.enumName, values: column.values });
      else out.push({ kind: "enum", name: key, enumName: sameValues(values, ["yes", "no"]) ? "yesNo" : key, values });
    } else out.push({ kind: "other", name: key });
  }
  return out;
}
