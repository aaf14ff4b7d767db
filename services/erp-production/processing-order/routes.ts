import type { AnyRoute } from "@/services/core/route";
import { getProcessingOrderAudit } from "./audit";
import { batchReceiveProcessingOrders } from "./batch-receive";
import { batchRejectProcessingOrders } from "./batch-reject";
import { processingOrderListRoutes } from "./list";
import { printProcessingOrders } from "./print";
import { getQuantityLog, postQuantity, postReverseEntry } from "./quantity";
import { receiveProcessingOrder } from "./receive";
import { rejectProcessingOrder } from "./reject";
import { getProcessingTodo } from "./todo";

/** The processing order module's routes, fixed paths before `/:id` ones. */
export const processingOrderRoutes: AnyRoute[] = [
  processingOrderListRoutes.list, processingOrderListRoutes.export, getProcessingTodo, printProcessingOrders,
  batchReceiveProcessingOrders, batchRejectProcessingOrders, receiveProcessingOrder, rejectProcessingOrder, getProcessingOrderAudit,
  getQuantityLog, postQuantity, postReverseEntry,
];
