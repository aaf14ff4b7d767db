import { listResult } from "@/lib/contracts/common";
import { collectionListQuery, collectionRow } from "@/lib/contracts/erp-purchase/purchase-collection";
import { listPage, scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { collectionWhere } from "./filters";
import { collectionSpec } from "./list-spec";

export const listCollections = defineLegacyRoute({
  method: "get",
  path: "/purchase-collection",
  summary: "Purchase collection orders (download report): state and download-status filters, keyset pages",
  auth: "user",
  rights: ["26_view"],
  query: collectionListQuery,
  response: listResult(collectionRow),
  handler: async ({ db, principal, query }) => {
    const { limit, cursor, sort, ...filters } = query;
    return listPage(db, collectionSpec, collectionWhere(scopeOf(principal), await withSupplierId(db, filters)), { limit, cursor, sort });
  },
});
