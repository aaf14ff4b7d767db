import { sql } from "drizzle-orm";
import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { suppliers } from "@/services/db/schema";

/** The enabled suppliers a buyer can invite to an inquiry. */
export const listInquirySuppliers = defineRoute(priceInquiryOps.suppliers, {
  rights: [rights.priceInquiry.add, rights.priceInquiry.edit],
  audience: "internal",
  handler: async ({ db }) =>
    rows<{ id: number; venNo: string; name: string }>(db, sql`select ${suppliers.id}, ${suppliers.venNo} as "venNo", ${suppliers.name} from ${suppliers} where ${suppliers.enabled} order by ${suppliers.venNo} limit 2000`),
});
