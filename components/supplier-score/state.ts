import { supplierScoreRanking } from "@/lib/contracts/erp-purchase/supplier-score";
import { listTableState } from "@/lib/table-state/list-state";

export const rankingTableState = listTableState(supplierScoreRanking);
