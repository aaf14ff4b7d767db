import { z } from "zod/mini";
import { pageQuery } from "@/lib/contracts/common";
import { defineTableState } from "./index";

/** The URL state of a declared list: its own filter, sort and paging schemas, as the service parses them. */
export function listTableState<F extends z.core.$ZodShape>(decl: { filters: F; sortable: readonly string[] }) {
  return defineTableState({ filters: z.object(decl.filters), sortable: decl.sortable, paging: pageQuery });
}
