import { listResult } from "@/lib/contracts/common";
import { receiptListQuery, receiptRow } from "@/lib/contracts/erp-purchase/purchase-receipt";
import { listPage, scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { receiptWhere } from "./filters";
import { receiptSpec } from "./list-spec";

export const listReceipts = defineLegacyRoute({
  method: "get",
  path: "/purchase-receipt",
  summary: "Goods receipts (purchase receipt notes and schedule): filters, sort, keyset pages, capped total",
  auth: "user",
  rights: ["22_view"],
  query: receiptListQuery,
  response: listResult(receiptRow),
  handler: async ({ db, principal, query }) => {
    const { limit, cursor, sort, ...filters } = query;
    return listPage(db, receiptSpec, receiptWhere(scopeOf(principal), await withSupplierId(db, filters)), { limit, cursor, sort });
  },
});
