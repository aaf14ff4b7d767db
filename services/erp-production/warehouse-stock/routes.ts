import type { AnyRoute } from "@/services/core/route";
import { warehouseStockListRoutes } from "./list";

/** The warehouse stock module's routes: its list and export. */
export const warehouseStockRoutes: AnyRoute[] = [warehouseStockListRoutes.list, warehouseStockListRoutes.export];
