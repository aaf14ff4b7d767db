import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { priceInquiryList } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { and, contains, startsWith } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { effectiveStatus } from "./transition";
import { priceInquiries, priceInquiryLines, priceInquirySuppliers, priceQuotes, users } from "@/services/db/schema";

const i = alias(priceInquiries, "i");
const l = alias(priceInquiryLines, "l");
const q = alias(priceQuotes, "q");
const p = alias(priceInquirySuppliers, "p");
const u = alias(users, "u");

/** The list reads the database's clock for the derived status (a list has no request clock of its own). */
const status = effectiveStatus(i, sql`now()`);

export const priceInquiryListRoutes = listRoutes(priceInquiryList, {
  from: sql`${priceInquiries} ${i} left join ${users} ${u} on ${u.id} = ${i.createdBy}`,
  id: sql`${i.id}`,
  rights: { view: rights.priceInquiry.view, export: rights.priceInquiry.export },
  audience: "internal",
  where: (scope, f) => and([
    sql`${i.companyId} = ${scope.companyId}`,
    f.q && sql`(${startsWith(sql`${i.inquiryNo}`, f.q)} or ${contains(sql`${i.title}`, f.q)})`,
    f.status && sql`${status} = ${f.status}`,
  ]),
  select: {
    inquiryNo: sql`${i.inquiryNo}`,
    title: sql`${i.title}`,
    status,
    quoteDeadline: sql`${i.quoteDeadline}`,
    lineCount: sql`(select count(*)::int from ${priceInquiryLines} ${l} where ${l.inquiryId} = ${i.id})`,
    supplierCount: sql`(select count(*)::int from ${priceInquirySuppliers} ${p} where ${p.inquiryId} = ${i.id})`,
    quotedCount: sql`(select count(distinct ${q.supplierId})::int from ${priceQuotes} ${q} where ${q.inquiryId} = ${i.id})`,
    creator: sql`coalesce(${u.name}, '')`,
    createdAt: sql`${i.createdAt}`,
  },
});
