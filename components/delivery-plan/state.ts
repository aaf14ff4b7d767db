import { deliveryPlanList } from "@/lib/contracts/erp-production/delivery-plan";
import { listTableState } from "@/lib/table-state/list-state";

export const planTableState = listTableState(deliveryPlanList);
