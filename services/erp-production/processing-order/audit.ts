import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { processingOrderOps } from "@/lib/contracts/erp-production/processing-order";
import { auditHistory } from "@/services/core/audit-history";
import { requireOrder } from "./load";
import { processingOrderAuditEntity } from "./events";

export const getProcessingOrderAudit = defineRoute(processingOrderOps.audit, {
  rights: [rights.processingOrder.view],
  handler: async ({ db, scope, params }) => {
    await requireOrder(db, scope, params.id);
    return auditHistory(db, processingOrderAuditEntity, params.id);
  },
});
