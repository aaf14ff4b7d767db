import { sql } from "drizzle-orm";
import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { serveStored } from "@/services/core/storage";
import { rows } from "@/services/db/rows";
import { inquiryFilePurpose } from "./upload";

/**
 * An attachment: the company's buyers always; a supplier only when invited to the released (or later)
 * inquiry it is bound to. Anyone else gets the 404 of a missing file.
 */
export const getInquiryFile = defineRoute(priceInquiryOps.file, {
  rights: [rights.priceInquiry.view, rights.quotation.view],
  handler: async ({ db, req, scope, params }) => {
    const visible = scope.supplierId === null
      ? sql`true`
      : sql`exists (select 1 from price_inquiries i join price_inquiry_suppliers p on p.inquiry_id = i.id
          where i.id = f.inquiry_id and i.status <> 'draft' and p.supplier_id = ${scope.supplierId})`;
    const [row] = await rows(db, sql`select f.file_id from price_inquiry_files f
      where f.file_id = ${params.fileId}::uuid and f.company_id = ${scope.companyId} and ${visible}`);
    if (!row) throw notFound();
    const answer = await serveStored(db, req, params.fileId, { purpose: inquiryFilePurpose, companyId: scope.companyId });
    if (!answer) throw notFound();
    return answer;
  },
});
