import { helpDocumentList } from "@/lib/contracts/base-data/help-doc";
import { listTableState } from "@/lib/table-state/list-state";

export const helpDocumentState = listTableState(helpDocumentList);
export type HelpDocumentFilters = { q?: string };
