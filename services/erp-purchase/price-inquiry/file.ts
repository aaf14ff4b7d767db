import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { serveStored } from "@/services/core/storage";
import { rows } from "@/services/db/rows";
import { inquiryFilePurpose } from "./upload";
import { priceInquiries, priceInquiryFiles, priceInquirySuppliers } from "@/services/db/schema";

const i = alias(priceInquiries, "i");
const p = alias(priceInquirySuppliers, "p");
const f = alias(priceInquiryFiles, "f");

/**
 * An attachment: the company's buyers always; a supplier only when invited to the released (or later)
 * inquiry it is bound to. Anyone else gets the 404 of a missing file.
 */
export const getInquiryFile = defineRoute(priceInquiryOps.file, {
  rights: [rights.priceInquiry.view, rights.quotation.view],
  handler: async ({ db, req, scope, params }) => {
    const visible = scope.supplierId === null
      ? sql`true`
      : sql`exists (select 1 from ${priceInquiries} ${i} join ${priceInquirySuppliers} ${p} on ${p.inquiryId} = ${i.id}
          where ${i.id} = ${f.inquiryId} and ${i.status} <> 'draft' and ${p.supplierId} = ${scope.supplierId})`;
    const [row] = await rows(db, sql`select ${f.fileId} from ${priceInquiryFiles} ${f}
      where ${f.fileId} = ${params.fileId}::uuid and ${f.companyId} = ${scope.companyId} and ${visible}`);
    if (!row) throw notFound();
    const answer = await serveStored(db, req, params.fileId, { purpose: inquiryFilePurpose, companyId: scope.companyId });
    if (!answer) throw notFound();
    return answer;
  },
});
