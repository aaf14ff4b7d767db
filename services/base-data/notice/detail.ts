import { noticeOps } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { loadNotice } from "./load";
import { managed } from "./where";

export const getNotice = defineRoute(noticeOps.detail, {
  rights: [rights.notice.view],
  audience: "internal",
  handler: async ({ db, principal, params }) => loadNotice(db, params.id, managed(principal)),
});
