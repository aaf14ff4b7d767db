import { deliveryNoticeOps } from "@/lib/contracts/erp-purchase/delivery-notice";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { loadNoticeDetail } from "./load";

export const getDeliveryNotice = defineRoute(deliveryNoticeOps.detail, {
  rights: [rights.deliveryNotice.view, rights.deliveryNotice.print],
  handler: ({ db, scope, params }) => loadNoticeDetail(db, scope, params.id),
});
