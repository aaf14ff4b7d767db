import type { AnyRoute } from "@/services/core/route";
import { generateMaterialNotices } from "./generate";
import { materialNoticeListRoutes, materialRuleListRoutes } from "./list";
import { acknowledgeMaterialNotice, getMaterialNotice } from "./notice";
import { createMaterialRule, getMaterialRule, removeMaterialRule, updateMaterialRule } from "./rule-write";

/** The material-rule module's routes, fixed paths before `/:id` ones. */
export const materialRuleRoutes: AnyRoute[] = [
  materialNoticeListRoutes.list, materialNoticeListRoutes.export, generateMaterialNotices, getMaterialNotice, acknowledgeMaterialNotice,
  materialRuleListRoutes.list, materialRuleListRoutes.export, createMaterialRule, getMaterialRule, updateMaterialRule, removeMaterialRule,
];
