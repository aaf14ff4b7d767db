import { sql } from "drizzle-orm";
import { priceInquiryList } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { and, contains, startsWith } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { effectiveStatus } from "./state";

/** The list reads the database's clock for the derived status (a list has no request clock of its own). */
const status = effectiveStatus(sql`i`, sql`now()`);

export const priceInquiryListRoutes = listRoutes(priceInquiryList, {
  from: sql`price_inquiries i left join users u on u.id = i.created_by`,
  id: sql`i.id`,
  rights: { view: rights.priceInquiry.view, export: rights.priceInquiry.export },
  audience: "internal",
  where: (scope, f) => and([
    sql`i.company_id = ${scope.companyId}`,
    f.q && sql`(${startsWith(sql`i.inquiry_no`, f.q)} or ${contains(sql`i.title`, f.q)})`,
    f.status && sql`${status} = ${f.status}`,
  ]),
  select: {
    inquiryNo: sql`i.inquiry_no`,
    title: sql`i.title`,
    status,
    quoteDeadline: sql`i.quote_deadline`,
    lineCount: sql`(select count(*)::int from price_inquiry_lines l where l.inquiry_id = i.id)`,
    supplierCount: sql`(select count(*)::int from price_inquiry_suppliers p where p.inquiry_id = i.id)`,
    quotedCount: sql`(select count(distinct q.supplier_id)::int from price_quotes q where q.inquiry_id = i.id)`,
    creator: sql`coalesce(u.name, '')`,
    createdAt: sql`i.created_at`,
  },
});
