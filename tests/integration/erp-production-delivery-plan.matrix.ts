import { rights } from "@/lib/rights/codes";
import { internalOnly, type Matrix } from "../helpers/matrix";

/** The delivery-plan routes of the erp-production matrix. They are internal: every probe is refused; which staff may call them, on which records, erp-production-delivery.matrix.test.ts walks. */
export const deliveryPlanMatrix: Matrix = {
  "get /delivery-plan": internalOnly([rights.deliveryPlan.view], "list", "/delivery-plan"),
  "get /delivery-plan/export": internalOnly([rights.deliveryPlan.export], "export", "/delivery-plan/export"),
  "get /delivery-plan/details": internalOnly([rights.deliveryPlan.view], "read", "/delivery-plan/details?range=nextHalfMonth"),
  "get /delivery-plan/warnings": internalOnly([rights.deliveryPlan.view], "read", "/delivery-plan/warnings"),
  "get /delivery-plan/lookup": internalOnly([rights.deliveryNote.add], "read", "/delivery-plan/lookup?noticeNo=X"),
  "post /delivery-plan/:id/release": internalOnly([rights.noticeRelease.add], "write", "/delivery-plan/2147483647/release"),
  "post /delivery-plan/:id/confirm": internalOnly([rights.noticeRelease.confirm], "write", "/delivery-plan/2147483647/confirm"),
};
