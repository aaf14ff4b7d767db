import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { priceInquiryFiles } from "@/services/db/schema";

export const inquiryFilePurpose = "price-inquiry";

/**
 * Streams an attachment to storage (size while the bytes arrive, then magic bytes: PDF, PNG or JPEG) and
 * records it for the buyer's company; a draft binds it when saved.
 */
export const uploadInquiryFile = defineRoute(priceInquiryOps.upload, {
  rights: [rights.priceInquiry.add, rights.priceInquiry.edit],
  audience: "internal",
  handler: async ({ db, scope, query, upload }) => {
    const file = await upload({ purpose: inquiryFilePurpose, name: query.name, createdBy: scope.userId, companyId: scope.companyId });
    await db.insert(priceInquiryFiles).values({ fileId: file.id, companyId: scope.companyId, name: file.name, kind: file.kind, size: file.size, createdBy: scope.userId });
    return { id: file.id, name: file.name, kind: file.kind, size: file.size };
  },
});
