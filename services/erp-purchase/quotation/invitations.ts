import { sql } from "drizzle-orm";
import { quotationInvitations } from "@/lib/contracts/erp-purchase/quotation";
import { rights } from "@/lib/rights/codes";
import { and, contains, inScope, startsWith } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";

/** Invitations (one row per invited supplier and inquiry, `p.id`): a supplier its own, a buyer the company's. The status reads the database clock. */
export const quotationInvitationRoutes = listRoutes(quotationInvitations, {
  from: sql`price_inquiry_suppliers p join price_inquiries i on i.id = p.inquiry_id`,
  id: sql`p.id`,
  rights: { view: rights.quotation.view, export: rights.quotation.export },
  where: (scope, f) => and([
    inScope(scope, sql`p.company_id`, sql`p.supplier_id`),
    sql`i.status <> 'draft'`,
    f.q && sql`(${startsWith(sql`i.inquiry_no`, f.q)} or ${contains(sql`i.title`, f.q)})`,
  ]),
  select: {
    inquiryNo: sql`i.inquiry_no`,
    title: sql`i.title`,
    status: sql`(case when i.status = 'released' and i.quote_deadline > now() then 'open'
      when i.status = 'released' then 'closed' else i.status end)`,
    quoteDeadline: sql`i.quote_deadline`,
    lineCount: sql`(select count(*)::int from price_inquiry_lines l where l.inquiry_id = i.id)`,
    quotedCount: sql`(select count(*)::int from price_quotes q where q.inquiry_id = i.id and q.supplier_id = p.supplier_id)`,
    inquiryId: sql`i.id`,
  },
});
