import { sql } from "drizzle-orm";
import { noticeOps } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { notices } from "@/services/db/schema";
import { managed, n } from "./where";
import { noticeAuditEntity } from "./events";

/** Deletes a notice with its receivers and read receipts (cascade); its files stay until storage cleanup. */
export const removeNotice = defineRoute(noticeOps.remove, {
  rights: [rights.notice.delete],
  audience: "internal",
  handler: async ({ db, principal, scope, params }) =>
    db.transaction(async (tx) => {
      const [row] = await rows<{ id: number; company_id: number; title: string; status: string }>(tx, sql`
        delete from ${notices} ${n} where ${n.id} = ${params.id} and ${managed(principal)}
        returning ${n.id} as id, ${n.companyId} as company_id, ${n.title} as title, ${n.status} as status`);
      if (!row) throw notFound();
      await writeAudit(tx, { actor: scope, companyId: row.company_id, entity: noticeAuditEntity, entityId: row.id, action: "delete", from: row.status, detail: { title: row.title } });
    }),
});
