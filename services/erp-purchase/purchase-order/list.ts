import { listResult } from "@/lib/contracts/common";
import { purchaseOrderListQuery, purchaseOrderRow } from "@/lib/contracts/erp-purchase/purchase-order";
import { defineLegacyRoute } from "@/services/core/route";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { listPage, scopeOf } from "@/services/core/list";
import { purchaseOrderWhere } from "./filters";
import { purchaseOrderSpec } from "./list-spec";

export const listPurchaseOrders = defineLegacyRoute({
  method: "get",
  path: "/purchase-order",
  summary: "Purchase order lines with their order's columns: filters, sort on any column, keyset pages, capped total",
  auth: "user",
  rights: ["21_view"],
  query: purchaseOrderListQuery,
  response: listResult(purchaseOrderRow),
  handler: async ({ db, principal, query }) => {
    const { limit, cursor, sort, ...filters } = query;
    return listPage(db, purchaseOrderSpec, purchaseOrderWhere(scopeOf(principal), await withSupplierId(db, filters)), { limit, cursor, sort });
  },
});
