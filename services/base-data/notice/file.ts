import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { noticeOps } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { notFound } from "@/services/core/errors";
import { hasAnyRight } from "@/services/core/principal";
import { defineRoute } from "@/services/core/route";
import { fileResponse, openStored } from "@/services/core/storage";
import { rows } from "@/services/db/rows";
import { noticeFiles, notices } from "@/services/db/schema";
import { managed, n, readable } from "./where";

const f = alias(noticeFiles, "f");

/**
 * A notice image or video: for readers of the notice it is bound to, and for its editors (also before the
 * notice is saved, within their company). Anyone else gets the same 404 as for a missing file.
 */
export const getNoticeFile = defineRoute(noticeOps.file, {
  handler: async ({ db, principal, params }) => {
    const editor = principal.userType !== "supplier" && hasAnyRight(principal, [rights.notice.add, rights.notice.edit, rights.notice.view]);
    const editable = editor ? sql`(${f.companyId} = ${principal.companyId} or ${principal.isAdmin} or (${f.noticeId} is not null and ${managed(principal)}))` : sql`false`;
    const [row] = await rows<{ kind: string }>(db, sql`
      select ${f.kind} as kind from ${noticeFiles} ${f} left join ${notices} ${n} on ${n.id} = ${f.noticeId}
      where ${f.fileId} = ${params.fileId} and (${editable} or (${f.noticeId} is not null and ${readable(principal)}))`);
    if (!row) throw notFound();
    const found = await openStored(db, params.fileId, { purpose: row.kind === "mp4" || row.kind === "webm" ? "notice-video" : "notice-image" });
    if (!found) throw notFound();
    return fileResponse(found);
  },
});
