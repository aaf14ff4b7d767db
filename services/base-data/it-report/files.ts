import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { itReportFilePath, itReportOps } from "@/lib/contracts/base-data/it-report";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { serveStored } from "@/services/core/storage";
import { rows } from "@/services/db/rows";
import { itReportFiles, itReports } from "@/services/db/schema";
import { ir, isDesk, visibleTo } from "./desk";

const purpose = "it-report-screenshot";
const f = alias(itReportFiles, "f");

/** Any reporter uploads screenshots before submitting; checked by size as it streams, then magic bytes. */
export const uploadItScreenshot = defineRoute(itReportOps.uploadScreenshot, {
  handler: async ({ db, principal, query, upload }) => {
    const file = await upload({ purpose, name: query.name, createdBy: principal.userId, companyId: principal.companyId });
    await db.insert(itReportFiles).values({ fileId: file.id, createdBy: principal.userId });
    return { id: file.id, url: itReportFilePath(file.id), kind: file.kind, size: file.size, name: file.name };
  },
});

/** A screenshot for its uploader, and for whoever may see the report it belongs to. */
export const getItScreenshot = defineRoute(itReportOps.file, {
  handler: async ({ db, req, principal, params }) => {
    const [row] = await rows<{ ok: boolean }>(db, sql`
      select true as ok from ${itReportFiles} ${f} left join ${itReports} ${ir} on ${ir.id} = ${f.reportId}
      where ${f.fileId} = ${params.fileId} and (${f.createdBy} = ${principal.userId} or (${f.reportId} is not null and ${visibleTo(isDesk(principal), principal.userId)}))`);
    if (!row) throw notFound();
    const answer = await serveStored(db, req, params.fileId, { purpose });
    if (!answer) throw notFound();
    return answer;
  },
});
