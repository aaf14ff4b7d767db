import { sql } from "drizzle-orm";
import { itReportNext, itReportOps, itReportStatuses } from "@/lib/contracts/base-data/it-report";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { bare } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { itReportEvents, itReports } from "@/services/db/schema";
import { ir } from "./desk";
import { loadReport } from "./load";
import { itReportAuditEntity } from "./events";

/** IT moves a report one step forward with a comment: one conditional update; a skipped or repeated step is a 409. */
export const advanceItReport = defineRoute(itReportOps.advance, {
  rights: [rights.itReport.handle],
  audience: "internal",
  handler: async ({ db, scope, params, body }) =>
    db.transaction(async (tx) => {
      const from = itReportStatuses.find((s) => itReportNext[s] === body.to);
      if (!from) throw new AppError("CONFLICT", "errors.itReportStep");
      const [row] = await rows<{ id: number; company_id: number }>(tx, sql`
        update ${itReports} ${ir} set ${bare(ir.status)} = ${body.to}, ${bare(ir.modifiedBy)} = ${scope.userId}, ${bare(ir.modifiedAt)} = now()
        where ${ir.id} = ${params.id} and ${ir.status} = ${from} returning ${ir.id} as id, ${ir.companyId} as company_id`);
      if (!row) {
        await loadReport(tx, params.id, true, scope.userId);
        throw new AppError("CONFLICT", "errors.itReportStep");
      }
      await tx.insert(itReportEvents).values({ reportId: row.id, userId: scope.userId, fromStatus: from, toStatus: body.to, comment: body.comment });
      await writeAudit(tx, { actor: scope, companyId: row.company_id, entity: itReportAuditEntity, entityId: row.id, action: "advance", from, to: body.to, reason: body.comment });
      return loadReport(tx, row.id, true, scope.userId);
    }),
});
