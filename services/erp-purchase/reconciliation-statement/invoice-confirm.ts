import { invoiceOps } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { reviewInvoice } from "./invoice-review";

export const confirmInvoice = defineRoute(invoiceOps.confirm, {
  rights: [rights.reconciliationQuery.approve],
  audience: "internal",
  handler: ({ db, scope, params }) => reviewInvoice(db, scope, params.id, params.invoiceId, "confirmed", null),
});
