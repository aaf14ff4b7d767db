import { invoiceOps } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { reviewInvoice } from "./invoice-review";

export const returnInvoice = defineRoute(invoiceOps.return, {
  rights: [rights.reconciliationQuery.approve],
  audience: "internal",
  handler: ({ db, scope, params, body }) => reviewInvoice(db, scope, params.id, params.invoiceId, "returned", body.reason),
});
