import { subAccountList } from "@/lib/contracts/base-data/sub-account";
import type { FiltersOf } from "@/lib/contracts/kit/list";
import { listTableState } from "@/lib/table-state/list-state";

export const subAccountListState = listTableState(subAccountList);
export type SubAccountFilters = FiltersOf<typeof subAccountList>;
