import { webhookDeliveryList, webhookList } from "@/lib/contracts/base-data/webhook";
import { listTableState } from "@/lib/table-state/list-state";

export const webhookTableState = listTableState(webhookList);
export const webhookDeliveryTableState = listTableState(webhookDeliveryList);
