import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { documentNo } from "@/services/core/business-time";
import { defineRoute } from "@/services/core/route";
import { priceInquiries, priceInquiryNoSeq } from "@/services/db/schema";
import { loadInquiry } from "./load";
import { writeInquiryParts } from "./save";
import { priceInquiryAuditEntity } from "./events";

/** A new draft inquiry, numbered RFQ + business day + sequence. */
export const createPriceInquiry = defineRoute(priceInquiryOps.create, {
  rights: [rights.priceInquiry.add],
  audience: "internal",
  handler: async ({ db, scope, body, now }) => {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(priceInquiries)
        .values({
          companyId: scope.companyId, inquiryNo: documentNo("RFQ", scope, priceInquiryNoSeq), title: body.title, currency: body.currency,
          quoteDeadline: new Date(body.quoteDeadline), terms: body.terms, createdBy: scope.userId, modifiedBy: scope.userId,
        })
        .returning({ id: priceInquiries.id, inquiryNo: priceInquiries.inquiryNo });
      await writeInquiryParts(tx, scope, row!.id, body);
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: priceInquiryAuditEntity, entityId: row!.id, action: "create", to: "draft",
        detail: { inquiryNo: row!.inquiryNo, lines: body.lines.length, suppliers: body.supplierIds.length },
      });
      return row!.id;
    });
    return loadInquiry(db, scope, id, now);
  },
});
