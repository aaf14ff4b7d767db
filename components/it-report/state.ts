import { itReportList } from "@/lib/contracts/base-data/it-report";
import { listTableState } from "@/lib/table-state/list-state";

export const itReportTableState = listTableState(itReportList);
