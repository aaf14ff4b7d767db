import { sql } from "drizzle-orm";
import { quotationList } from "@/lib/contracts/erp-purchase/quotation";
import { rights } from "@/lib/rights/codes";
import { and, contains, inScope, startsWith } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { quotesUnsealed } from "../price-inquiry/state";

/**
 * Current quotes (`q`): a supplier its own at any time; a buyer the company's once their inquiry is unsealed
 * (the deadline passed, or awarded or cancelled), by the database's clock.
 */
export const quotationListRoutes = listRoutes(quotationList, {
  from: sql`price_quotes q join price_inquiries i on i.id = q.inquiry_id join price_inquiry_lines l on l.id = q.line_id
    join suppliers s on s.id = q.supplier_id`,
  id: sql`q.id`,
  rights: { view: rights.quotation.view, export: rights.quotation.export },
  where: (scope, f) => and([
    inScope(scope, sql`q.company_id`, sql`q.supplier_id`),
    scope.supplierId === null && quotesUnsealed(sql`i`, sql`now()`),
    f.inquiryNo && startsWith(sql`i.inquiry_no`, f.inquiryNo),
    f.item && sql`(${startsWith(sql`l.itemno`, f.item)} or ${contains(sql`l.itemdesc`, f.item)})`,
    f.venno && startsWith(sql`s.ven_no`, f.venno),
    f.awarded && sql`(l.awarded_quote_id is not distinct from q.id) = ${f.awarded === "true"}`,
  ]),
  select: {
    inquiryNo: sql`i.inquiry_no`,
    title: sql`i.title`,
    itemno: sql`l.itemno`,
    itemdesc: sql`l.itemdesc`,
    qty: sql`l.qty`,
    venno: sql`s.ven_no`,
    supplierName: sql`s.short_name`,
    unitPrice: sql`q.unit_price`,
    taxPrice: sql`q.tax_price`,
    currency: sql`q.currency`,
    leadDays: sql`q.lead_days`,
    validUntil: sql`q.valid_until`,
    revision: sql`q.revision`,
    awarded: sql`(l.awarded_quote_id is not distinct from q.id)`,
    submittedAt: sql`q.submitted_at`,
  },
});
