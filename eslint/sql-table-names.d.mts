import type { ESLint } from "eslint";

export interface SchemaTables {
  names: Set<string>;
  byExport: Map<string, string>;
}

export function schemaTables(dir?: string): SchemaTables;
export const localPlugin: ESLint.Plugin;
