import { apiTokenList } from "@/lib/contracts/base-data/api-token";
import { listTableState } from "@/lib/table-state/list-state";

export const apiTokenTableState = listTableState(apiTokenList);
