import { processingOrderList, type ProcessingOrderFilters } from "@/lib/contracts/erp-production/processing-order";
import { listTableState } from "@/lib/table-state/list-state";

export const processingTableState = listTableState(processingOrderList);
export type ProcessingFilters = ProcessingOrderFilters;
