import { itReportOps } from "@/lib/contracts/base-data/it-report";
import { defineRoute } from "@/services/core/route";
import { isDesk } from "./desk";
import { loadReport } from "./load";

export const getItReport = defineRoute(itReportOps.detail, {
  handler: async ({ db, principal, params }) => loadReport(db, params.id, isDesk(principal), principal.userId),
});
