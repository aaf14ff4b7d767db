import { vmiInventoryList, vmiMovementList } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { listTableState } from "@/lib/table-state/list-state";

export const vmiMaterialTableState = listTableState(vmiInventoryList);
export const vmiMovementTableState = listTableState(vmiMovementList);
