import { listResult } from "@/lib/contracts/common";
import { deliveryNoticeListQuery, deliveryNoticeRow } from "@/lib/contracts/erp-purchase/delivery-notice";
import { listPage, scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { withSupplierId } from "@/services/core/list/supplier-filter";
import { deliveryNoticeWhere } from "./filters";
import { deliveryNoticeSpec } from "./list-spec";

export const listDeliveryNotices = defineLegacyRoute({
  method: "get",
  path: "/delivery-notice",
  summary: "Delivery notices (ASN): filters, sort, keyset pages, capped total",
  auth: "user",
  rights: ["31_view"],
  query: deliveryNoticeListQuery,
  response: listResult(deliveryNoticeRow),
  handler: async ({ db, principal, query }) => {
    const { limit, cursor, sort, ...filters } = query;
    return listPage(db, deliveryNoticeSpec, deliveryNoticeWhere(scopeOf(principal), await withSupplierId(db, filters)), { limit, cursor, sort });
  },
});
