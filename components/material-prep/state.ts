import { materialPrepList } from "@/lib/contracts/erp-purchase/material-prep";
import { listTableState } from "@/lib/table-state/list-state";

export const materialPrepTableState = listTableState(materialPrepList);
