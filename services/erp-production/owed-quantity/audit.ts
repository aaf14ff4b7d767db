import { sql } from "drizzle-orm";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { owedQuantityOps } from "@/lib/contracts/erp-production/owed-quantity";
import { auditHistory } from "@/services/core/audit-history";
import { notFound } from "@/services/core/errors";
import { rows } from "@/services/db/rows";
import { owedAuditEntity, ownOwed } from "./where";

export const getOwedAudit = defineRoute(owedQuantityOps.audit, {
  rights: [rights.owedQuantity.view],
  handler: async ({ db, scope, params }) => {
    const [o] = await rows<{ id: number }>(db, sql`select id from owed_quantity_orders where id = ${params.id} and ${ownOwed(scope)}`);
    if (!o) throw notFound();
    return auditHistory(db, owedAuditEntity, params.id);
  },
});
