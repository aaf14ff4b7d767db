import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { createLocation } from "./sendplan/location-create";
import { processingOrderListRoutes } from "./processing-order/list";
import { batchReceiveProcessingOrders } from "./processing-order/batch-receive";
import { batchRejectProcessingOrders } from "./processing-order/batch-reject";
import { receiveProcessingOrder } from "./processing-order/receive";
import { rejectProcessingOrder } from "./processing-order/reject";
import { getProcessingOrderAudit } from "./processing-order/audit";
import { getProcessingTodo } from "./processing-order/todo";
import { getQuantityLog, postQuantity, postReverseEntry } from "./processing-order/quantity";

export const routes: AnyRoute[] = [
  createLocation,
  processingOrderListRoutes.list,
  processingOrderListRoutes.export,
  getProcessingTodo,
  batchReceiveProcessingOrders,
  batchRejectProcessingOrders,
  receiveProcessingOrder,
  rejectProcessingOrder,
  getProcessingOrderAudit,
  getQuantityLog,
  postQuantity,
  postReverseEntry,
];

export const app = createServiceApp("erp-production", routes);
