import { notificationList } from "@/lib/contracts/base-data/notification";
import { listTableState } from "@/lib/table-state/list-state";

export const notificationTableState = listTableState(notificationList);
