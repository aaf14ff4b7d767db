import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { quotationList } from "@/lib/contracts/erp-purchase/quotation";
import { rights } from "@/lib/rights/codes";
import { and, contains, inScope, startsWith } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { quotesUnsealed } from "../price-inquiry/transition";
import { priceInquiries, priceInquiryLines, priceQuotes, suppliers } from "@/services/db/schema";

const i = alias(priceInquiries, "i");
const l = alias(priceInquiryLines, "l");
const q = alias(priceQuotes, "q");
const s = alias(suppliers, "s");

/**
 * Current quotes (`q`): a supplier its own at any time; a buyer the company's once their inquiry is unsealed
 * (the deadline passed, or awarded or cancelled), by the database's clock.
 */
export const quotationListRoutes = listRoutes(quotationList, {
  from: sql`${priceQuotes} ${q} join ${priceInquiries} ${i} on ${i.id} = ${q.inquiryId} join ${priceInquiryLines} ${l} on ${l.id} = ${q.lineId}
    join ${suppliers} ${s} on ${s.id} = ${q.supplierId}`,
  id: sql`${q.id}`,
  rights: { view: rights.quotation.view, export: rights.quotation.export },
  where: (scope, f) => and([
    inScope(scope, sql`${q.companyId}`, sql`${q.supplierId}`),
    scope.supplierId === null && quotesUnsealed(i, sql`now()`),
    f.inquiryNo && startsWith(sql`${i.inquiryNo}`, f.inquiryNo),
    f.item && sql`(${startsWith(sql`${l.itemno}`, f.item)} or ${contains(sql`${l.itemdesc}`, f.item)})`,
    f.venno && startsWith(sql`${s.venNo}`, f.venno),
    f.awarded && sql`(${l.awardedQuoteId} is not distinct from ${q.id}) = ${f.awarded === "true"}`,
  ]),
  select: {
    inquiryNo: sql`${i.inquiryNo}`,
    title: sql`${i.title}`,
    itemno: sql`${l.itemno}`,
    itemdesc: sql`${l.itemdesc}`,
    qty: sql`${l.qty}`,
    venno: sql`${s.venNo}`,
    supplierName: sql`${s.shortName}`,
    unitPrice: sql`${q.unitPrice}`,
    taxPrice: sql`${q.taxPrice}`,
    currency: sql`${q.currency}`,
    leadDays: sql`${q.leadDays}`,
    validUntil: sql`${q.validUntil}`,
    revision: sql`${q.revision}`,
    awarded: sql`(${l.awardedQuoteId} is not distinct from ${q.id})`,
    submittedAt: sql`${q.submittedAt}`,
  },
});
