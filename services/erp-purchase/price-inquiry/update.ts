import { sql } from "drizzle-orm";
import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { loadInquiry } from "./load";
import { writeInquiryParts } from "./save";
import { lockInquiry, statusConflict } from "./transition";
import { priceInquiries } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { priceInquiryAuditEntity } from "./events";

/** Edit a draft (header, lines, invited suppliers, attachments); a released inquiry cannot change. */
export const updatePriceInquiry = defineRoute(priceInquiryOps.update, {
  rights: [rights.priceInquiry.edit],
  audience: "internal",
  handler: async ({ db, scope, params, body, now }) => {
    await db.transaction(async (tx) => {
      const current = await lockInquiry(tx, scope, params.id, now);
      if (current.status !== "draft") throw statusConflict(current.status);
      await tx.execute(sql`update ${priceInquiries} set ${bare(priceInquiries.title)} = ${body.title}, ${bare(priceInquiries.currency)} = ${body.currency},
        ${bare(priceInquiries.quoteDeadline)} = ${body.quoteDeadline}::timestamptz, ${bare(priceInquiries.terms)} = ${body.terms}, ${bare(priceInquiries.modifiedBy)} = ${scope.userId}, ${bare(priceInquiries.modifiedAt)} = now()
        where ${priceInquiries.id} = ${params.id}`);
      await writeInquiryParts(tx, scope, params.id, body);
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: priceInquiryAuditEntity, entityId: params.id, action: "edit",
        detail: { inquiryNo: current.inquiryNo, lines: body.lines.length, suppliers: body.supplierIds.length },
      });
    });
    return loadInquiry(db, scope, params.id, now);
  },
});
