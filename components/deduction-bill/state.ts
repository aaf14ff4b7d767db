import { deductionBillList, type DeductionBillFilters } from "@/lib/contracts/erp-production/deduction-bill";
import { listTableState } from "@/lib/table-state/list-state";

export const deductionTableState = listTableState(deductionBillList);
export type DeductionFilters = DeductionBillFilters;
