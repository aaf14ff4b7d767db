import { z } from "zod/mini";
import { columnsParam, decimal, listResult, pageQuery, sortParam } from "../common";
import { addressOf, serviceOps, type AnyOperation } from "./operation";
import { columnCaption } from "./captions";
import { filterViews } from "./filters";
import { col, type ColumnDecl, type ColumnKind, type ListView, type Tone } from "./columns";
import type { ServiceName } from "@/lib/contracts/services";

export const xlsxMime = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export { col, type ColumnDecl, type ColumnKind, type ListView, type Tone };

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

/** The zod shape of declared fields: a list's row, or a header in its detail's answer (kit/header). */
export const declaredShape = <C extends Record<string, ColumnDecl>>(columns: C) =>
  Object.fromEntries(Object.entries(columns).map(([f, d]) => [f, fieldSchema(d)])) as unknown as { [K in keyof C]: FieldSchema<C[K]> };

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
  const row = z.object({ id: z.number().check(z.int()), ...declaredShape(def.columns) }) as z.ZodMiniObject<RowShape<C>>;
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

/** A declared list as its client view: plain data, no schema (see ListView). */
export const viewOf = <C extends Record<string, ColumnDecl>>(decl: ListDecl<C>): ListView<C> => ({
  namespace: decl.namespace,
  columns: decl.columns,
  fields: decl.fields,
  filters: filterViews(decl.filters, decl.columns),
  list: addressOf(decl.list),
  export: addressOf(decl.export),
});

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
export type FiltersOf<L extends { filters: z.core.$ZodShape }> = z.output<z.ZodMiniObject<L["filters"]>>;
