import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { noticeOps } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { notFound } from "@/services/core/errors";
import { hasAnyRight } from "@/services/core/principal";
import { defineRoute } from "@/services/core/route";
import { serveStored } from "@/services/core/storage";
import { rows } from "@/services/db/rows";
import { noticeFiles, notices } from "@/services/db/schema";
import { managed, n, readable } from "./where";

const f = alias(noticeFiles, "f");

/**
 * A notice image or video (byte ranges honoured): for readers of the notice it is bound to, and for its editors (also before the
 * notice is saved, within their company). Anyone else gets the same 404 as for a missing file.
 */
export const getNoticeFile = defineRoute(noticeOps.file, {
  handler: async ({ db, principal, params, req }) => {
    const editor = principal.userType !== "supplier" && hasAnyRight(principal, [rights.notice.add, rights.notice.edit, rights.notice.view]);
    const editable = editor ? sql`(${f.companyId} = ${principal.companyId} or ${principal.isAdmin} or (${f.noticeId} is not null and ${managed(principal)}))` : sql`false`;
    const [row] = await rows<{ kind: string }>(db, sql`
      select ${f.kind} as kind from ${noticeFiles} ${f} left join ${notices} ${n} on ${n.id} = ${f.noticeId}
      where ${f.fileId} = ${params.fileId} and (${editable} or (${f.noticeId} is not null and ${readable(principal)}))`);
    if (!row) throw notFound();
    // Videos seek through range requests (206); the browser asks for the bytes it needs to play from a point.
    const answer = await serveStored(db, req, params.fileId, { purpose: row.kind === "mp4" || row.kind === "webm" ? "notice-video" : "notice-image" });
    if (!answer) throw notFound();
    return answer;
  },
});
