import { sql } from "drizzle-orm";
import { priceRecordList } from "@/lib/contracts/erp-purchase/quotation";
import { rights } from "@/lib/rights/codes";
import { and, contains, inScope, startsWith } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";

/** Price records (`r`): a supplier its own awarded prices, a buyer all of the company's. */
export const priceRecordListRoutes = listRoutes(priceRecordList, {
  from: sql`price_records r join suppliers s on s.id = r.supplier_id left join price_inquiries i on i.id = r.inquiry_id`,
  id: sql`r.id`,
  rights: { view: rights.quotation.view, export: rights.quotation.export },
  where: (scope, f) => and([
    inScope(scope, sql`r.company_id`, sql`r.supplier_id`),
    f.item && sql`(${startsWith(sql`r.itemno`, f.item)} or ${contains(sql`r.itemdesc`, f.item)})`,
    f.venno && startsWith(sql`s.ven_no`, f.venno),
    f.validOn && sql`${f.validOn}::date between r.valid_from and r.valid_to`,
  ]),
  select: {
    itemno: sql`r.itemno`,
    itemdesc: sql`r.itemdesc`,
    venno: sql`s.ven_no`,
    supplierName: sql`s.short_name`,
    unitPrice: sql`r.unit_price`,
    taxPrice: sql`r.tax_price`,
    currency: sql`r.currency`,
    validFrom: sql`r.valid_from`,
    validTo: sql`r.valid_to`,
    inquiryNo: sql`coalesce(i.inquiry_no, '')`,
  },
});
