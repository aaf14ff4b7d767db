import { owedQuantityList, type OwedQuantityFilters } from "@/lib/contracts/erp-production/owed-quantity";
import { listTableState } from "@/lib/table-state/list-state";

export const owedTableState = listTableState(owedQuantityList);
export type OwedFilters = OwedQuantityFilters;
