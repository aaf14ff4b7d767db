import { deliveryNoteList } from "@/lib/contracts/erp-production/delivery-note";
import { listTableState } from "@/lib/table-state/list-state";

export const noteTableState = listTableState(deliveryNoteList);
