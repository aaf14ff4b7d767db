import { supplierScoreOps } from "@/lib/contracts/erp-purchase/supplier-score";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { saveScoreSettings } from "./actions";
import { readScoreSettings } from "./compute";

export const getScoreSettings = defineRoute(supplierScoreOps.settings, {
  rights: [rights.supplierScore.settings],
  audience: "internal",
  handler: async ({ db, scope }) => readScoreSettings(db, scope.companyId),
});

export const putScoreSettings = defineRoute(supplierScoreOps.saveSettings, {
  rights: [rights.supplierScore.settings],
  audience: "internal",
  handler: async ({ db, scope, body, now }) => {
    await saveScoreSettings(db, scope, scope.companyId, body, now);
    return readScoreSettings(db, scope.companyId);
  },
});
