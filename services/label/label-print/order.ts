import { labelPrintOps } from "@/lib/contracts/label/label-print";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { processingSourceOrder } from "./source";

export const getLabelOrder = defineRoute(labelPrintOps.order, {
  rights: [rights.labelPrint.print],
  handler: ({ db, scope, query }) => processingSourceOrder(db, scope, query.outNo, query.kind),
});
