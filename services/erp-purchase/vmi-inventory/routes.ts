import type { AnyRoute } from "@/services/core/route";
import { consumeVmiStock } from "./consume";
import { createVmiMaterial } from "./create";
import { getVmiMaterial } from "./detail";
import { vmiInventoryListRoutes, vmiMovementListRoutes } from "./list";
import { receiveVmiStock } from "./receive";
import { updateVmiMaterial } from "./update";

/** The vmi-inventory module's routes, fixed paths before `/:id` ones. */
export const vmiInventoryRoutes: AnyRoute[] = [
  vmiInventoryListRoutes.list, vmiInventoryListRoutes.export, vmiMovementListRoutes.list, vmiMovementListRoutes.export,
  createVmiMaterial, getVmiMaterial, updateVmiMaterial, receiveVmiStock, consumeVmiStock,
];
