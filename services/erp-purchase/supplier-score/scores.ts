import { supplierScoreOps } from "@/lib/contracts/erp-purchase/supplier-score";
import { rights } from "@/lib/rights/codes";
import { forbidden } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { askedMonth, loadCard, percentileOf } from "./card";
import { gradeFalls, ownOnTimeTrend } from "./dashboard";
import { drillLines } from "./drill";
import { monthOf } from "./months";

export const getScoreCard = defineRoute(supplierScoreOps.card, {
  rights: [rights.supplierScore.view],
  handler: async ({ db, scope, params, query }) => loadCard(db, scope, params.id, askedMonth(scope, query.month)),
});

export const getScoreLines = defineRoute(supplierScoreOps.lines, {
  rights: [rights.supplierScore.view],
  handler: async ({ db, scope, params, query }) => ({ lines: await drillLines(db, scope, params.id, query.measure, askedMonth(scope, query.month)) }),
});

export const getOwnScoreCard = defineRoute(supplierScoreOps.own, {
  rights: [rights.supplierScore.view],
  audience: "supplier",
  handler: async ({ db, scope, query }) => {
    if (scope.supplierId === null) throw forbidden();
    const month = askedMonth(scope, query.month);
    const card = await loadCard(db, scope, scope.supplierId, month);
    return { card, percentile: await percentileOf(db, scope, scope.supplierId, month) };
  },
});

export const getScoreFalls = defineRoute(supplierScoreOps.falls, {
  rights: [rights.supplierScore.view],
  audience: "internal",
  handler: async ({ db, scope, query }) => gradeFalls(db, scope, query.month ? `${query.month}-01` : monthOf(scope.today)),
});

export const getOwnScoreTrend = defineRoute(supplierScoreOps.ownTrend, {
  rights: [rights.supplierScore.view],
  audience: "supplier",
  handler: async ({ db, scope, query }) => {
    if (scope.supplierId === null) throw forbidden();
    return ownOnTimeTrend(db, scope, askedMonth(scope, query.month));
  },
});
