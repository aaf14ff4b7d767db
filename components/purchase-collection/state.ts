import { purchaseCollectionList, type PurchaseCollectionFilters } from "@/lib/contracts/erp-purchase/purchase-collection";
import { listTableState } from "@/lib/table-state/list-state";

export const collectionTableState = listTableState(purchaseCollectionList);
export type CollectionFilters = PurchaseCollectionFilters;
