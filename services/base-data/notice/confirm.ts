import { sql } from "drizzle-orm";
import { noticeOps } from "@/lib/contracts/base-data/notice";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { bare } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { noticeReads } from "@/services/db/schema";
import { loadView } from "./load";
import { noticeAuditEntity } from "./events";

/** "Read and understood": recorded once per user (a second confirmation keeps the first time and writes no audit row). */
export const confirmNotice = defineRoute(noticeOps.confirm, {
  handler: async ({ db, principal, scope, params }) =>
    db.transaction(async (tx) => {
      await loadView(tx, principal, params.id);
      const changed = await rows<{ notice_id: number }>(tx, sql`
        insert into ${noticeReads} (${bare(noticeReads.noticeId)}, ${bare(noticeReads.userId)}, ${bare(noticeReads.confirmedAt)}) values (${params.id}, ${principal.userId}, now())
        on conflict (${bare(noticeReads.userId)}, ${bare(noticeReads.noticeId)}) do update set ${bare(noticeReads.confirmedAt)} = now() where ${noticeReads.confirmedAt} is null
        returning ${noticeReads.noticeId}`);
      if (changed.length) {
        await writeAudit(tx, { actor: scope, companyId: scope.companyId, entity: noticeAuditEntity, entityId: params.id, action: "confirm", to: "confirmed" });
      }
      return loadView(tx, principal, params.id);
    }),
});
