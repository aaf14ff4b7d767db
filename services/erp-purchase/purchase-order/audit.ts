import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";
import { auditHistory } from "@/services/core/audit-history";
import { requireOrder } from "./load";
import { purchaseOrderAuditEntity } from "./events";

export const getPurchaseOrderAudit = defineRoute(purchaseOrderOps.audit, {
  rights: [rights.purchaseOrder.view],
  handler: async ({ db, scope, params }) => {
    await requireOrder(db, scope, params.id);
    return auditHistory(db, purchaseOrderAuditEntity, params.id);
  },
});
