import { idParam } from "@/lib/contracts/common";
import { deliveryNoticeDetail } from "@/lib/contracts/erp-purchase/delivery-notice";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { loadNoticeDetail } from "./load";

export const getDeliveryNotice = defineLegacyRoute({
  method: "get",
  path: "/delivery-notice/:id",
  summary: "One delivery notice with its lines (also the print page's data)",
  auth: "user",
  rights: ["31_view", "31_print"],
  params: idParam,
  response: deliveryNoticeDetail,
  handler: ({ db, principal, params }) => loadNoticeDetail(db, scopeOf(principal), params.id),
});
