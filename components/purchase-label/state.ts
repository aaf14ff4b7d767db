import { purchaseLabelList, type PurchaseLabelFilters } from "@/lib/contracts/label/purchase-label";
import { listTableState } from "@/lib/table-state/list-state";

export const purchaseLabelTableState = listTableState(purchaseLabelList);
export type LabelFilters = PurchaseLabelFilters;
