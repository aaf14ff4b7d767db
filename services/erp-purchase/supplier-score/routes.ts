import type { AnyRoute } from "@/services/core/route";
import { supplierScoreRankingRoutes } from "./ranking";
import { getOwnScoreCard, getOwnScoreTrend, getScoreCard, getScoreFalls, getScoreLines } from "./scores";
import { recomputeScoreMonth } from "./recompute";
import { getScoreSettings, putScoreSettings } from "./settings";

/** The supplier-score module's routes, fixed paths before `/:id` ones. */
export const supplierScoreRoutes: AnyRoute[] = [
  supplierScoreRankingRoutes.list, supplierScoreRankingRoutes.export, getOwnScoreTrend, getOwnScoreCard, getScoreFalls, getScoreSettings,
  putScoreSettings, recomputeScoreMonth, getScoreLines, getScoreCard,
];
