import type { ESLint } from "eslint";

export interface SchemaTables {
  names: Set<string>;
  byExport: Map<string, string>;
  /** The SQL column names of each table, by the table's SQL name. */
  columns: Map<string, Set<string>>;
}

export function schemaTables(dir?: string): SchemaTables;
export const localPlugin: ESLint.Plugin;
