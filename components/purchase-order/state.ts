import { purchaseOrderList, type PurchaseOrderFilters } from "@/lib/contracts/erp-purchase/purchase-order";
import { listTableState } from "@/lib/table-state/list-state";

export const orderTableState = listTableState(purchaseOrderList);
export type OrderFilters = PurchaseOrderFilters;
