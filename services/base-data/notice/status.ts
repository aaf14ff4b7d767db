import { sql } from "drizzle-orm";
import { noticeOps } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { bare } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { notices } from "@/services/db/schema";
import { loadNotice } from "./load";
import { managed, n } from "./where";
import { noticeAuditEntity } from "./events";

/** valid ⇄ invalid as one conditional update; setting the state it already has is a 409, a missing notice a 404. */
export const setNoticeStatus = defineRoute(noticeOps.setStatus, {
  rights: [rights.notice.edit],
  audience: "internal",
  handler: async ({ db, principal, scope, params, body }) =>
    db.transaction(async (tx) => {
      const from = body.status === "valid" ? "invalid" : "valid";
      const [row] = await rows<{ id: number; company_id: number }>(tx, sql`
        update ${notices} ${n} set ${bare(n.status)} = ${body.status}, ${bare(n.modifiedBy)} = ${scope.userId}, ${bare(n.modifiedAt)} = now()
        where ${n.id} = ${params.id} and ${n.status} = ${from} and ${managed(principal)}
        returning ${n.id} as id, ${n.companyId} as company_id`);
      if (!row) {
        await loadNotice(tx, params.id, managed(principal));
        throw new AppError("CONFLICT", "errors.noticeStatusUnchanged");
      }
      await writeAudit(tx, { actor: scope, companyId: row.company_id, entity: noticeAuditEntity, entityId: row.id, action: "status", from, to: body.status });
      return loadNotice(tx, row.id, managed(principal));
    }),
});
