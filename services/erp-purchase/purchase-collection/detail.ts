import { idParam } from "@/lib/contracts/common";
import { collectionDetail } from "@/lib/contracts/erp-purchase/purchase-collection";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { loadCollectionDetail } from "./load";

export const getCollection = defineLegacyRoute({
  method: "get",
  path: "/purchase-collection/:id",
  summary: "One collection order with its material lines",
  auth: "user",
  rights: ["26_view"],
  params: idParam,
  response: collectionDetail,
  handler: ({ db, principal, params }) => loadCollectionDetail(db, scopeOf(principal), params.id),
});
