import { z } from "zod";
import { defineTableState } from "@/lib/table-state";
import { collectionColumns, collectionFilters, pageQuery } from "@/lib/contracts/erp-purchase";

export const collectionTableState = defineTableState({
  filters: z.object(collectionFilters),
  sortable: collectionColumns,
  paging: pageQuery,
});
export type CollectionFilters = z.output<z.ZodObject<typeof collectionFilters>>;
