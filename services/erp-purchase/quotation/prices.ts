import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { priceRecordList } from "@/lib/contracts/erp-purchase/quotation";
import { rights } from "@/lib/rights/codes";
import { and, contains, inScope, startsWith } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { priceInquiries, priceRecords, suppliers } from "@/services/db/schema";

const r = alias(priceRecords, "r");
const s = alias(suppliers, "s");
const i = alias(priceInquiries, "i");

/** Price records (`r`): a supplier its own awarded prices, a buyer all of the company's. */
export const priceRecordListRoutes = listRoutes(priceRecordList, {
  from: sql`${priceRecords} ${r} join ${suppliers} ${s} on ${s.id} = ${r.supplierId} left join ${priceInquiries} ${i} on ${i.id} = ${r.inquiryId}`,
  id: sql`${r.id}`,
  rights: { view: rights.quotation.view, export: rights.quotation.export },
  where: (scope, f) => and([
    inScope(scope, sql`${r.companyId}`, sql`${r.supplierId}`),
    f.item && sql`(${startsWith(sql`${r.itemno}`, f.item)} or ${contains(sql`${r.itemdesc}`, f.item)})`,
    f.venno && startsWith(sql`${s.venNo}`, f.venno),
    f.validOn && sql`${f.validOn}::date between ${r.validFrom} and ${r.validTo}`,
  ]),
  select: {
    itemno: sql`${r.itemno}`,
    itemdesc: sql`${r.itemdesc}`,
    venno: sql`${s.venNo}`,
    supplierName: sql`${s.shortName}`,
    unitPrice: sql`${r.unitPrice}`,
    taxPrice: sql`${r.taxPrice}`,
    currency: sql`${r.currency}`,
    validFrom: sql`${r.validFrom}`,
    validTo: sql`${r.validTo}`,
    inquiryNo: sql`coalesce(${i.inquiryNo}, '')`,
  },
});
