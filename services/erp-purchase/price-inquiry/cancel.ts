import { sql } from "drizzle-orm";
import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { lockInquiry, statusConflict } from "./transition";
import { priceInquiries } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { priceInquiryAuditEntity } from "./events";

/** Cancel a draft, released or closed inquiry (not an awarded or cancelled one), with a reason. */
export const cancelPriceInquiry = defineRoute(priceInquiryOps.cancel, {
  rights: [rights.priceInquiry.cancel],
  audience: "internal",
  handler: async ({ db, scope, params, body, now }) =>
    db.transaction(async (tx) => {
      const current = await lockInquiry(tx, scope, params.id, now);
      if (current.status === "awarded" || current.status === "cancelled") throw statusConflict(current.status);
      await tx.execute(sql`update ${priceInquiries} set ${bare(priceInquiries.status)} = 'cancelled', ${bare(priceInquiries.cancelReason)} = ${body.reason}, ${bare(priceInquiries.modifiedBy)} = ${scope.userId}, ${bare(priceInquiries.modifiedAt)} = now()
        where ${priceInquiries.id} = ${params.id}`);
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: priceInquiryAuditEntity, entityId: params.id, action: "cancel",
        from: current.status, to: "cancelled", reason: body.reason, detail: { inquiryNo: current.inquiryNo },
      });
      return { id: params.id, status: "cancelled" as const };
    }),
});
