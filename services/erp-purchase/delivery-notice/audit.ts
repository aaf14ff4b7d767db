import { sql } from "drizzle-orm";
import { auditResult, idParam } from "@/lib/contracts/common";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { auditHistory } from "@/services/core/audit-history";

export const deliveryNoticeAuditEntity = "delivery_notice";

export const getDeliveryNoticeAudit = defineLegacyRoute({
  method: "get",
  path: "/delivery-notice/:id/audit",
  summary: "History of a delivery notice: created, edited, cancelled, received",
  auth: "user",
  rights: ["31_view"],
  params: idParam,
  response: auditResult,
  handler: async ({ db, principal, params }) => {
    const [found] = await rows(db, sql`select 1 as ok from delivery_notices
      where id = ${params.id} and ${inScope(scopeOf(principal), sql`company_id`, sql`supplier_id`)}`);
    if (!found) throw notFound();
    return auditHistory(db, deliveryNoticeAuditEntity, params.id);
  },
});
