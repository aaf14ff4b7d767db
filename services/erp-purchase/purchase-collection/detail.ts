import { purchaseCollectionOps } from "@/lib/contracts/erp-purchase/purchase-collection";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { loadCollectionDetail } from "./load";

export const getCollection = defineRoute(purchaseCollectionOps.detail, {
  rights: [rights.purchaseCollection.view],
  handler: ({ db, scope, params }) => loadCollectionDetail(db, scope, params.id),
});
