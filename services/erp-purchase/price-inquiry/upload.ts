import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { removeStored, storeUpload } from "@/services/core/storage";
import { priceInquiryFiles } from "@/services/db/schema";

export const inquiryFilePurpose = "price-inquiry";

/**
 * Streams an attachment to storage (size while the bytes arrive, then magic bytes: PDF, PNG or JPEG) and
 * records it for the buyer's company; a draft binds it when saved.
 */
export const uploadInquiryFile = defineRoute(priceInquiryOps.upload, {
  rights: [rights.priceInquiry.add, rights.priceInquiry.edit],
  audience: "internal",
  handler: async ({ db, req, scope, query }) => {
    if (!req.body) throw new AppError("VALIDATION", "validation.upload.empty");
    const { accept, maxBytes } = priceInquiryOps.upload.upload!;
    const file = await storeUpload(db, req.body, { accept, maxBytes, purpose: inquiryFilePurpose, name: query.name, createdBy: scope.userId, companyId: scope.companyId });
    try {
      await db.insert(priceInquiryFiles).values({ fileId: file.id, companyId: scope.companyId, name: file.name, kind: file.kind, size: file.size, createdBy: scope.userId });
    } catch (err) {
      await removeStored(db, file.id);
      throw err;
    }
    return { id: file.id, name: file.name, kind: file.kind, size: file.size };
  },
});
