import { auditResult, idParam } from "@/lib/contracts/common";
import { scopeOf } from "@/services/core/list";
import { defineLegacyRoute } from "@/services/core/route";
import { auditHistory } from "@/services/core/audit-history";
import { requireOrder } from "./load";

export const purchaseOrderAuditEntity = "purchase_order";

export const getPurchaseOrderAudit = defineLegacyRoute({
  method: "get",
  path: "/purchase-order/:id/audit",
  summary: "History of a purchase order: who, when, action, from, to, reason",
  auth: "user",
  rights: ["21_view"],
  params: idParam,
  response: auditResult,
  handler: async ({ db, principal, params }) => {
    await requireOrder(db, scopeOf(principal), params.id);
    return auditHistory(db, purchaseOrderAuditEntity, params.id);
  },
});
