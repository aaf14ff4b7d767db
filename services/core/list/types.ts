import type { SQL } from "drizzle-orm";

/** SQL type of a sort key; the cursor's value is cast back to it. */
export type KeyType = "text" | "numeric" | "date" | "timestamptz" | "int" | "bool";

/** A sortable column: a NOT NULL SQL expression (coalesce nullable columns) and its type. */
export interface SortField {
  expr: SQL;
  type: KeyType;
}

/**
 * How a module's list is read: the FROM clause (with joins), the select list, a unique NOT NULL
 * tie-breaker, the allowed sort fields and the row mapper. Filters and tenant scope come as a WHERE.
 */
export interface ListSpec<Row, Field extends string = string> {
  from: SQL;
  /** A smaller FROM for the capped count, when the filters only touch it. */
  countFrom?: SQL;
  columns: SQL;
  id: SQL;
  sorts: Record<Field, SortField>;
  defaultSort: Field | `-${Field}`;
  map(raw: Record<string, unknown>): Row;
  /**
   * The select list of a row as its answer writes it (what `map` makes of `columns`), and the expression that turns
   * that row, selected as `p`, into its JSON text.
   */
  json?: { columns: SQL; row: SQL };
}

export interface Sort<Field extends string = string> {
  key: Field | `-${Field}`;
  field: SortField;
  desc: boolean;
}
