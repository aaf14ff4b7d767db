import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { sendplanRoutes } from "./sendplan/routes";
import { processingOrderRoutes } from "./processing-order/routes";
import { warehouseStockRoutes } from "./warehouse-stock/routes";
import { deliveryPlanRoutes } from "./delivery-plan/routes";
import { deliveryNoteRoutes } from "./delivery-note/routes";
import { owedQuantityRoutes } from "./owed-quantity/routes";
import { deductionBillRoutes } from "./deduction-bill/routes";

export const routes: AnyRoute[] = [
  ...sendplanRoutes, ...processingOrderRoutes, ...warehouseStockRoutes, ...deliveryPlanRoutes, ...deliveryNoteRoutes, ...owedQuantityRoutes,
  ...deductionBillRoutes,
];

export const app = createServiceApp("erp-production", routes);
