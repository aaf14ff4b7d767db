import { z } from "zod/mini";
import { pageQuery } from "@/lib/contracts/common";
import { defineTableState, type TableStateDef } from "./index";

const built = new WeakMap<object, Map<number | undefined, TableStateDef<unknown>>>();

/**
 * The URL state of a declared list: its own filter, sort and paging schemas, as the service parses them.
 * Built once per declaration and default page size, so a page and a dialog reading the same list share it.
 */
export function listTableState<F extends z.core.$ZodShape>(
  decl: { filters: F; sortable: readonly string[] },
  defaultLimit?: number,
): TableStateDef<z.output<z.ZodMiniObject<F>>> {
  let defs = built.get(decl);
  if (!defs) built.set(decl, (defs = new Map()));
  let def = defs.get(defaultLimit);
  if (!def) {
    def = defineTableState({ filters: z.object(decl.filters), sortable: decl.sortable, paging: pageQuery, defaultLimit }) as TableStateDef<unknown>;
    defs.set(defaultLimit, def);
  }
  return def as TableStateDef<z.output<z.ZodMiniObject<F>>>;
}
