import { and, eq } from "drizzle-orm";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { owedQuantityOps } from "@/lib/contracts/erp-production/owed-quantity";
import { auditHistory } from "@/services/core/audit-history";
import { notFound } from "@/services/core/errors";
import { owedQuantityOrders } from "@/services/db/schema";
import { ownOwed } from "./where";
import { owedQuantityAuditEntity } from "./events";

export const getOwedAudit = defineRoute(owedQuantityOps.audit, {
  rights: [rights.owedQuantity.view],
  handler: async ({ db, scope, params }) => {
    const [o] = await db.select({ id: owedQuantityOrders.id }).from(owedQuantityOrders).where(and(eq(owedQuantityOrders.id, params.id), ownOwed(scope)));
    if (!o) throw notFound();
    return auditHistory(db, owedQuantityAuditEntity, params.id);
  },
});
