import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { loadInquiry } from "./load";

export const getPriceInquiry = defineRoute(priceInquiryOps.detail, {
  rights: [rights.priceInquiry.view],
  audience: "internal",
  handler: async ({ db, scope, params, now }) => loadInquiry(db, scope, params.id, now),
});
