import { sql } from "drizzle-orm";
import { itReportOps } from "@/lib/contracts/base-data/it-report";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { itReportEvents, itReports } from "@/services/db/schema";
import { ir, isDesk, visibleTo } from "./desk";
import { loadReport } from "./load";
import { itReportAuditEntity } from "./events";

/** A comment by the reporter or IT on a report not yet closed (checked under the row lock). */
export const commentItReport = defineRoute(itReportOps.comment, {
  handler: async ({ db, principal, scope, params, body }) =>
    db.transaction(async (tx) => {
      const desk = isDesk(principal);
      const [row] = await rows<{ id: number; status: string; company_id: number }>(tx, sql`
        select ${ir.id} as id, ${ir.status} as status, ${ir.companyId} as company_id from ${itReports} ${ir}
        where ${ir.id} = ${params.id} and ${visibleTo(desk, scope.userId)} for update`);
      if (!row) await loadReport(tx, params.id, desk, scope.userId);
      if (row!.status === "closed") throw new AppError("CONFLICT", "errors.itReportClosed");
      await tx.insert(itReportEvents).values({ reportId: row!.id, userId: scope.userId, comment: body.comment });
      await writeAudit(tx, { actor: scope, companyId: row!.company_id, entity: itReportAuditEntity, entityId: row!.id, action: "comment", reason: body.comment });
      return loadReport(tx, row!.id, desk, scope.userId);
    }),
});
