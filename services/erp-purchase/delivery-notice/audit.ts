import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import { rights } from "@/lib/rights/codes";
import { auditHistory } from "@/services/core/audit-history";
import { notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { deliveryNotices } from "@/services/db/schema";
import { deliveryNoticeAuditEntity } from "./events";

const n = alias(deliveryNotices, "n");

export const getDeliveryNoticeAudit = defineRoute(deliveryNoticeOps.audit, {
  rights: [rights.deliveryNotice.view],
  handler: async ({ db, scope, params }) => {
    const [found] = await db
      .select({ id: n.id })
      .from(n)
      .where(and(eq(n.id, params.id), inScope(scope, sql`${n.companyId}`, sql`${n.supplierId}`)));
    if (!found) throw notFound();
    return auditHistory(db, deliveryNoticeAuditEntity, params.id);
  },
});
