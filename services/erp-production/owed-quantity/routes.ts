import type { AnyRoute } from "@/services/core/route";
import { getOwedAudit } from "./audit";
import { batchConfirmOwed, confirmOwed } from "./confirm";
import { batchDisputeOwed, disputeOwed } from "./dispute";
import { owedQuantityListRoutes } from "./list";
import { getOwedTodo } from "./todo";

/** The owed quantity module's routes, fixed paths before `/:id` ones. */
export const owedQuantityRoutes: AnyRoute[] = [
  owedQuantityListRoutes.list, owedQuantityListRoutes.export, getOwedTodo, batchConfirmOwed, batchDisputeOwed, confirmOwed, disputeOwed, getOwedAudit,
];
