import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { purchaseLabelRoutes } from "./purchase-label/routes";
import { labelPrintRoutes } from "./label-print/routes";

export const routes: AnyRoute[] = [...purchaseLabelRoutes, ...labelPrintRoutes];

export const app = createServiceApp("label", routes);
