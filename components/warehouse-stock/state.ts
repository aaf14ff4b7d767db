import { warehouseStockList } from "@/lib/contracts/erp-production/warehouse-stock";
import { listTableState } from "@/lib/table-state/list-state";

export const stockTableState = listTableState(warehouseStockList);
