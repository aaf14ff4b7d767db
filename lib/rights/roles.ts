import { menuDefinition, type MenuDef } from "@/lib/menu/definition";
import type { Right } from "./codes";

/** Operations a sub-account never gets by default (it can be granted less than its main account, never more). */
const mainAccountOnly = ["reject", "delete", "approve"];

/** The demo rights of a role: every operation of the menus open to it. */
export function rightsForRole(role: string): Right[] {
  const out: Right[] = [];
  const walk = (nodes: readonly MenuDef[]) => {
    for (const m of nodes) {
      if (m.children) walk(m.children);
      if (!m.ops || (m.roles?.length && !m.roles.includes(role))) continue;
      for (const op of m.ops) {
        if (role === "supplier_sub" && mainAccountOnly.includes(op)) continue;
        if (m.adminOps?.includes(op)) continue;
        out.push(`${m.id}_${op}` as Right);
      }
    }
  };
  walk(menuDefinition);
  return out;
}

/** Each leaf menu's id and operations, by menu key: what lib/rights/table.ts holds. */
export function rightsTableOf(): Record<string, [number, string[]]> {
  const out: Record<string, [number, string[]]> = {};
  const walk = (nodes: readonly MenuDef[]) => {
    for (const m of nodes) {
      if (m.ops) out[m.key] = [m.id, [...m.ops]];
      if (m.children) walk(m.children);
    }
  };
  walk(menuDefinition);
  return out;
}
