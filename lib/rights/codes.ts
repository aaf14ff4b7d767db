import { menuDefinition, type MenuDef } from "@/lib/menu/definition";

type Leaf<N> = N extends { readonly key: infer K extends string; readonly id: infer I extends number; readonly ops: readonly (infer O extends string)[] }
  ? { key: K; id: I; op: O }
  : never;
type Leaves<T> = T extends readonly (infer N)[] ? Leaf<N> | (N extends { readonly children: infer C } ? Leaves<C> : never) : never;
type AllLeaves = Leaves<typeof menuDefinition>;

/** `rights.purchaseOrder.receive` → "21_receive": a menu's id and an operation code (docs/requirements.md §6). */
export type Rights = { readonly [L in AllLeaves as L["key"]]: { readonly [O in L["op"]]: `${L["id"]}_${O}` } };
export type Right = { [K in keyof Rights]: Rights[K][keyof Rights[K]] }[keyof Rights];

function build(nodes: readonly MenuDef[], out: Record<string, Record<string, string>>) {
  for (const m of nodes) {
    if (m.ops) out[m.key] = Object.fromEntries(m.ops.map((op) => [op, `${m.id}_${op}`]));
    if (m.children) build(m.children, out);
  }
  return out;
}

/** Every rights code, typed, generated from the menu definition: the only place codes are spelled. */
export const rights = build(menuDefinition, {}) as unknown as Rights;

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
