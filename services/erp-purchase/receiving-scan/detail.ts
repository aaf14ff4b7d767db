import { receivingScanOps } from "@/lib/contracts/erp-purchase/receiving-scan";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { receivingNotice } from "./load";

export const findReceivingNotice = defineRoute(receivingScanOps.find, {
  rights: [rights.receivingScan.view],
  audience: "internal",
  handler: async ({ db, scope, query }) => receivingNotice(db, scope, { noticeNo: query.noticeNo }),
});

export const getReceivingNotice = defineRoute(receivingScanOps.detail, {
  rights: [rights.receivingScan.view],
  audience: "internal",
  handler: async ({ db, scope, params }) => receivingNotice(db, scope, { id: params.id }),
});
