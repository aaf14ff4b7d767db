import type { menuDefinition } from "@/lib/menu/definition";
import { rightsTable } from "./table";

type Leaf<N> = N extends { readonly key: infer K extends string; readonly id: infer I extends number; readonly ops: readonly (infer O extends string)[] }
  ? { key: K; id: I; op: O }
  : never;
type Leaves<T> = T extends readonly (infer N)[] ? Leaf<N> | (N extends { readonly children: infer C } ? Leaves<C> : never) : never;
type AllLeaves = Leaves<typeof menuDefinition>;

/** `rights.purchaseOrder.receive` → "21_receive": a menu's id and an operation code (docs/requirements.md §6). */
export type Rights = { readonly [L in AllLeaves as L["key"]]: { readonly [O in L["op"]]: `${L["id"]}_${O}` } };
export type Right = { [K in keyof Rights]: Rights[K][keyof Rights[K]] }[keyof Rights];

/** Every rights code, typed from the menu definition and built from its generated table (lib/rights/table.ts). */
export const rights = Object.fromEntries(
  Object.entries(rightsTable).map(([key, [id, ops]]) => [key, Object.fromEntries(ops.map((op) => [op, `${id}_${op}`]))]),
) as unknown as Rights;
