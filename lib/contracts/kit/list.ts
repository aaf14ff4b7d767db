import { z } from "zod/mini";
import { columnsParam, decimal, listResult, pageQuery, sortParam } from "../common";
import { serviceOps, type AnyOperation } from "./operation";
import { columnCaption, enumCaption } from "./captions";
import type { ServiceName } from "@/lib/upstream/services";

export const xlsxMime = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** How a column is stored, shown and exported. */
export type ColumnKind = "text" | "decimal" | "int" | "date" | "datetime" | "flag" | "enum";
/** A badge colour for an enum value (the UI's badge variants). */
export type Tone = "default" | "secondary" | "destructive" | "outline" | "success" | "warning";

export interface ColumnDecl {
  kind: ColumnKind;
  nullable?: boolean;
  /** Sortable in the list (default true). */
  sortable?: boolean;
  /** Offered in the export (default true). */
  exported?: boolean;
  /** Hidden until the user shows it (default false). */
  hidden?: boolean;
  /** Names the supplier: hidden by default for a supplier account, which only ever sees its own rows. */
  staffOnly?: boolean;
  /** What a supplier acts on (a status, what remains, its confirmation): first, after the key columns, for a supplier account. */
  lead?: boolean;
  /** Carried in the row for the UI, but not a column of the list (not shown, sorted or exported). */
  internal?: boolean;
  /** Export column width in characters. */
  width?: number;
  /** For enums: the message catalogue's `enums.<name>` and the allowed values. */
  enumName?: string;
  values?: readonly string[];
  tones?: Partial<Record<string, Tone>>;
  /** A business code of this data-dictionary code list: shown and exported by its label in the reader's language. */
  dictionary?: string;
}

type Opts = Omit<ColumnDecl, "kind" | "enumName" | "values">;
type EnumDecl<V extends readonly string[]> = ColumnDecl & { kind: "enum"; values: V; enumName: string };

/** Column constructors: `col.decimal()`, `col.enum("receiveStatus", receiveStatuses, { tones })`. */
export const col = {
  text: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "text", ...o }) as { kind: "text" } & O,
  decimal: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "decimal", ...o }) as { kind: "decimal" } & O,
  int: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "int", ...o }) as { kind: "int" } & O,
  date: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "date", ...o }) as { kind: "date" } & O,
  datetime: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "datetime", ...o }) as { kind: "datetime" } & O,
  flag: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "flag", ...o }) as { kind: "flag" } & O,
  enum: <const V extends readonly [string, ...string[]], const O extends Opts = Record<never, never>>(enumName: string, values: V, o?: O) =>
    ({ kind: "enum", enumName, values, ...o }) as EnumDecl<V> & O,
};

type Base<D> = D extends { kind: "enum"; values: infer V extends readonly [string, ...string[]] }
  ? z.ZodMiniEnum<{ [K in V[number]]: K }>
  : D extends { kind: "int" } ? z.ZodMiniNumber
    : D extends { kind: "flag" } ? z.ZodMiniBoolean
      : z.ZodMiniString;
type FieldSchema<D> = D extends { nullable: true } ? z.ZodMiniNullable<Base<D>> : Base<D>;
type RowShape<C> = { id: z.ZodMiniNumber } & { [K in keyof C]: FieldSchema<C[K]> };

function fieldSchema(d: ColumnDecl): z.ZodMiniType {
  const base =
    d.kind === "enum" ? z.enum(d.values as [string, ...string[]])
    : d.kind === "int" ? z.number().check(z.int())
      : d.kind === "flag" ? z.boolean()
        : d.kind === "decimal" ? decimal
          : z.string();
  return d.nullable ? z.nullable(base) : base;
}

type Listed<C> = { [K in keyof C]: C[K] extends { internal: true } ? never : K }[keyof C] & string;
type Sortable<C> = { [K in Listed<C>]: C[K] extends { sortable: false } ? never : K }[Listed<C>];
type Exported<C> = { [K in Listed<C>]: C[K] extends { exported: false } ? never : K }[Listed<C>];

/**
 * A list module from one declaration. Each column once: its kind, whether it sorts, exports or starts
 * hidden, its export width. The row schema, the query schemas, the list and export operations, the
 * captions (`<namespace>.columns.<field>`), the keyset SQL, the table columns and the export cells all
 * come from it.
 */
export function defineList<const C extends Record<string, ColumnDecl>, F extends z.core.$ZodShape>(def: {
  service: ServiceName;
  /** The module's API path, e.g. "/purchase-order". */
  path: string;
  /** The module's message namespace (camelCase of the module name). */
  namespace: string;
  columns: C;
  filters: F;
  defaultSort: Sortable<C> | `-${Sortable<C>}`;
  summary: string;
}) {
  const entries = Object.entries(def.columns) as Array<[keyof C & string, ColumnDecl]>;
  const fields = entries.filter(([, d]) => !d.internal).map(([f]) => f) as Listed<C>[];
  const sortable = entries.filter(([, d]) => !d.internal && d.sortable !== false).map(([f]) => f) as Sortable<C>[];
  const exported = entries.filter(([, d]) => !d.internal && d.exported !== false).map(([f]) => f) as Exported<C>[];
  const row = z.object({
    id: z.number().check(z.int()),
    ...Object.fromEntries(entries.map(([f, d]) => [f, fieldSchema(d)])),
  }) as unknown as z.ZodMiniObject<RowShape<C>>;
  const sort = sortParam(sortable as [Sortable<C>, ...Sortable<C>[]]);
  const listQuery = z.object({ ...def.filters, ...pageQuery, sort });
  const exportQuery = z.object({ ...def.filters, sort, columns: columnsParam(exported as [Exported<C>, ...Exported<C>[]]) });
  const ops = serviceOps(def.service);
  return {
    namespace: def.namespace,
    columns: def.columns,
    fields,
    sortable,
    exported,
    defaultSort: def.defaultSort,
    row,
    listQuery,
    exportQuery,
    filters: def.filters,
    caption: (field: string) => columnCaption(def.namespace, field),
    list: ops.get(def.path, { summary: def.summary, query: listQuery, response: listResult(row) }),
    export: ops.get(`${def.path}/export`, { summary: `${def.summary}: the whole filtered list as a streamed .xlsx`, query: exportQuery, binary: xlsxMime }),
  };
}

/** What the service and UI kits read of a declared list. */
export interface ListDecl<C extends Record<string, ColumnDecl> = Record<string, ColumnDecl>, F extends z.core.$ZodShape = z.core.$ZodShape> {
  namespace: string;
  columns: C;
  fields: readonly string[];
  sortable: readonly string[];
  exported: readonly string[];
  defaultSort: string;
  row: z.ZodMiniType;
  listQuery: z.ZodMiniType;
  exportQuery: z.ZodMiniType;
  filters: F;
  caption: (field: string) => string;
  list: AnyOperation;
  export: AnyOperation;
}
export type RowOf<L extends { row: z.ZodMiniType }> = z.output<L["row"]>;
export { enumCaption };
export type FiltersOf<L extends { filters: z.core.$ZodShape }> = z.output<z.ZodMiniObject<L["filters"]>>;
