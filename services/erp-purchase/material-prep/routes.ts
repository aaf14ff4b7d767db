import type { AnyRoute } from "@/services/core/route";
import { cancelMaterialPrep } from "./cancel";
import { materialPrepListRoutes } from "./list";
import { enterMaterialPrepProgress } from "./progress";
import { createMaterialPrep, getMaterialPrep, removeMaterialPrep, updateMaterialPrep } from "./task-write";

/** The material-prep module's routes, fixed paths before `/:id` ones. */
export const materialPrepRoutes: AnyRoute[] = [
  materialPrepListRoutes.list, materialPrepListRoutes.export, createMaterialPrep, getMaterialPrep, updateMaterialPrep, removeMaterialPrep,
  enterMaterialPrepProgress, cancelMaterialPrep,
];
