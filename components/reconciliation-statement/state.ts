import { reconciliationStatementList, type StatementFilters } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { listTableState } from "@/lib/table-state/list-state";

export const statementTableState = listTableState(reconciliationStatementList);
export type { StatementFilters };
