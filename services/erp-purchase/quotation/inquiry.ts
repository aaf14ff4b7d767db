import { quotationOps } from "@/lib/contracts/erp-purchase/quotation";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { loadSupplierInquiry } from "./load";

export const getSupplierInquiry = defineRoute(quotationOps.inquiry, {
  rights: [rights.quotation.view],
  audience: "supplier",
  handler: async ({ db, scope, params, now }) => loadSupplierInquiry(db, scope, params.id, now),
});
