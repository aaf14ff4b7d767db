import { z } from "zod";
import { defineTableState } from "@/lib/table-state";
import { purchaseOrderColumns, purchaseOrderFilters, pageQuery } from "@/lib/contracts/erp-purchase";

/** The purchase order list's URL state: the contract's own filter schemas, sortable on every column. */
export const orderTableState = defineTableState({
  filters: z.object(purchaseOrderFilters),
  sortable: purchaseOrderColumns,
  paging: pageQuery,
});
export type OrderFilters = z.output<z.ZodObject<typeof purchaseOrderFilters>>;
