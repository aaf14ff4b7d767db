import { purchaseReceiptList, type PurchaseReceiptFilters } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { listTableState } from "@/lib/table-state/list-state";

export const receiptTableState = listTableState(purchaseReceiptList);
export type ReceiptFilters = PurchaseReceiptFilters;
