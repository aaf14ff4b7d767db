import type { OpAddress } from "./operation";
import type { FilterView } from "./filters";

/**
 * Column declarations: how a list's or a line table's field is stored, shown and exported. Plain data, apart
 * from kit/list (which builds the row and query schemas from them), so that a client component showing
 * declared values loads no schema; kit/list re-exports them.
 */

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
  /** A decimal that is an amount of money: shown with two decimals (formatMoney), not as a bare decimal. */
  money?: boolean;
  /** A business code of this data-dictionary code list: shown and exported by its label in the reader's language. */
  dictionary?: string;
}

type Opts = Omit<ColumnDecl, "kind" | "enumName" | "values" | "money">;
type EnumDecl<V extends readonly string[]> = ColumnDecl & { kind: "enum"; values: V; enumName: string };

/** Column constructors: `col.decimal()`, `col.enum("receiveStatus", receiveStatuses, { tones })`. */
export const col = {
  text: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "text", ...o }) as { kind: "text" } & O,
  decimal: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "decimal", ...o }) as { kind: "decimal" } & O,
  /** An amount of money: a decimal shown with two places. */
  money: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "decimal", money: true, ...o }) as { kind: "decimal"; money: true } & O,
  int: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "int", ...o }) as { kind: "int" } & O,
  date: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "date", ...o }) as { kind: "date" } & O,
  datetime: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "datetime", ...o }) as { kind: "datetime" } & O,
  flag: <const O extends Opts = Record<never, never>>(o?: O) => ({ kind: "flag", ...o }) as { kind: "flag" } & O,
  enum: <const V extends readonly [string, ...string[]], const O extends Opts = Record<never, never>>(enumName: string, values: V, o?: O) =>
    ({ kind: "enum", enumName, values, ...o }) as EnumDecl<V> & O,
};

/**
 * What a client list shows of a declared list, as plain data a server page hands over (kit/list's viewOf):
 * its columns in order, its filters in order (kit/filters), the caption namespace and the addresses of its list and
 * export operations.
 */
export interface ListView<C extends Record<string, ColumnDecl> = Record<string, ColumnDecl>> {
  namespace: string;
  columns: C;
  fields: readonly string[];
  filters: readonly FilterView[];
  list: OpAddress;
  export: OpAddress;
}
