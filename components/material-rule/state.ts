import { materialNoticeList, materialRuleList } from "@/lib/contracts/erp-purchase/material-rule";
import { listTableState } from "@/lib/table-state/list-state";

export const materialRuleTableState = listTableState(materialRuleList);
export const materialNoticeTableState = listTableState(materialNoticeList);
