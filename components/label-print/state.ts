import { labelPrintList, type LabelPrintFilters } from "@/lib/contracts/label/label-print";
import { listTableState } from "@/lib/table-state/list-state";

export const labelPrintTableState = listTableState(labelPrintList);
export type Filters = LabelPrintFilters;
