import { z } from "zod/mini";
import { pageQuery } from "@/lib/contracts/common";
import { defineTableState, type TableStateDef } from "./index";

const built = new WeakMap<object, TableStateDef<unknown>>();

/**
 * The URL state of a declared list: its own filter, sort and paging schemas, as the service parses them.
 * Built once per declaration, so a page and a dialog reading the same list share it.
 */
export function listTableState<F extends z.core.$ZodShape>(decl: { filters: F; sortable: readonly string[] }): TableStateDef<z.output<z.ZodMiniObject<F>>> {
  let def = built.get(decl);
  if (!def) {
    def = defineTableState({ filters: z.object(decl.filters), sortable: decl.sortable, paging: pageQuery }) as TableStateDef<unknown>;
    built.set(decl, def);
  }
  return def as TableStateDef<z.output<z.ZodMiniObject<F>>>;
}
