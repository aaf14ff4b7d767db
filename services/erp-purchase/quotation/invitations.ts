import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { quotationInvitations } from "@/lib/contracts/erp-purchase/quotation";
import { rights } from "@/lib/rights/codes";
import { and, contains, inScope, startsWith } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { priceInquiries, priceInquiryLines, priceInquirySuppliers, priceQuotes } from "@/services/db/schema";

const i = alias(priceInquiries, "i");
const l = alias(priceInquiryLines, "l");
const q = alias(priceQuotes, "q");
const p = alias(priceInquirySuppliers, "p");

/** Invitations (one row per invited supplier and inquiry, `p.id`): a supplier its own, a buyer the company's. The status reads the database clock. */
export const quotationInvitationRoutes = listRoutes(quotationInvitations, {
  from: sql`${priceInquirySuppliers} ${p} join ${priceInquiries} ${i} on ${i.id} = ${p.inquiryId}`,
  id: sql`${p.id}`,
  rights: { view: rights.quotation.view, export: rights.quotation.export },
  where: (scope, f) => and([
    inScope(scope, sql`${p.companyId}`, sql`${p.supplierId}`),
    sql`${i.status} <> 'draft'`,
    f.q && sql`(${startsWith(sql`${i.inquiryNo}`, f.q)} or ${contains(sql`${i.title}`, f.q)})`,
  ]),
  select: {
    inquiryNo: sql`${i.inquiryNo}`,
    title: sql`${i.title}`,
    status: sql`(case when ${i.status} = 'released' and ${i.quoteDeadline} > now() then 'open'
      when ${i.status} = 'released' then 'closed' else ${i.status} end)`,
    quoteDeadline: sql`${i.quoteDeadline}`,
    lineCount: sql`(select count(*)::int from ${priceInquiryLines} ${l} where ${l.inquiryId} = ${i.id})`,
    quotedCount: sql`(select count(*)::int from ${priceQuotes} ${q} where ${q.inquiryId} = ${i.id} and ${q.supplierId} = ${p.supplierId})`,
    inquiryId: sql`${i.id}`,
  },
});
