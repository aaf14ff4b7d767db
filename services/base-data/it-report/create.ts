import { sql } from "drizzle-orm";
import { itReportOps } from "@/lib/contracts/base-data/it-report";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { bare } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { itReportEvents, itReportFiles, itReports } from "@/services/db/schema";
import { isDesk } from "./desk";
import { loadReport } from "./load";
import { itReportAuditEntity } from "./events";

/** Any signed-in user reports a fault; the screenshots must be the reporter's own unbound uploads. */
export const createItReport = defineRoute(itReportOps.create, {
  handler: async ({ db, principal, scope, body }) =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(itReports).values({
        companyId: scope.companyId, reporterId: scope.userId, category: body.category, urgency: body.urgency,
        description: body.description, contact: body.contact, createdBy: scope.userId, modifiedBy: scope.userId,
      }).returning({ id: itReports.id });
      const id = row!.id;
      const ids = [...new Set(body.screenshotIds)];
      if (ids.length) {
        const bound = await rows<{ file_id: string }>(tx, sql`
          update ${itReportFiles} set ${bare(itReportFiles.reportId)} = ${id}
          where ${itReportFiles.fileId} in (${sql.join(ids.map((f) => sql`${f}::uuid`), sql`, `)}) and ${itReportFiles.createdBy} = ${scope.userId} and ${itReportFiles.reportId} is null
          returning ${itReportFiles.fileId}`);
        if (bound.length !== ids.length) throw new AppError("VALIDATION", "errors.validation", {}, { screenshotIds: ["validation.itReport.screenshot"] });
      }
      await tx.insert(itReportEvents).values({ reportId: id, userId: scope.userId, fromStatus: null, toStatus: null, comment: "" });
      await writeAudit(tx, { actor: scope, companyId: scope.companyId, entity: itReportAuditEntity, entityId: id, action: "submit", to: "submitted", detail: { category: body.category, urgency: body.urgency } });
      return loadReport(tx, id, isDesk(principal), scope.userId);
    }),
});
