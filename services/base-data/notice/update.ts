import { sql } from "drizzle-orm";
import { noticeOps } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { bare } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { notices } from "@/services/db/schema";
import { loadNotice } from "./load";
import { bindFiles, cleanNoticeBody, saveReceivers } from "./save";
import { managed, n } from "./where";
import { noticeAuditEntity } from "./events";

/** Edits a notice the editor manages; the row is updated under the editor's scope in one statement. */
export const updateNotice = defineRoute(noticeOps.update, {
  rights: [rights.notice.edit],
  audience: "internal",
  handler: async ({ db, principal, scope, params, body }) =>
    db.transaction(async (tx) => {
      const clean = cleanNoticeBody(body.body);
      const [row] = await rows<{ id: number; company_id: number }>(tx, sql`
        update ${notices} ${n} set ${bare(n.title)} = ${body.title}, ${bare(n.level)} = ${body.level}, ${bare(n.template)} = ${body.template},
          ${bare(n.startsAt)} = ${body.startsAt}::timestamptz, ${bare(n.endsAt)} = ${body.endsAt}::timestamptz, ${bare(n.body)} = ${clean},
          ${bare(n.videoFileId)} = ${body.videoFileId}::uuid, ${bare(n.modifiedBy)} = ${scope.userId}, ${bare(n.modifiedAt)} = now()
        where ${n.id} = ${params.id} and ${managed(principal)} returning ${n.id} as id, ${n.companyId} as company_id`);
      if (!row) throw notFound();
      await saveReceivers(tx, row.id, body.supplierIds);
      await bindFiles(tx, row.id, row.company_id, clean, body);
      await writeAudit(tx, {
        actor: scope, companyId: row.company_id, entity: noticeAuditEntity, entityId: row.id, action: "update",
        detail: { title: body.title, level: body.level, receivers: body.supplierIds.length },
      });
      return loadNotice(tx, row.id, managed(principal));
    }),
});
