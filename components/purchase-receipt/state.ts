import { z } from "zod";
import { defineTableState } from "@/lib/table-state";
import { receiptColumns, receiptFilters, pageQuery } from "@/lib/contracts/erp-purchase";

export const receiptTableState = defineTableState({
  filters: z.object(receiptFilters),
  sortable: receiptColumns,
  paging: pageQuery,
});
export type ReceiptFilters = z.output<z.ZodObject<typeof receiptFilters>>;
