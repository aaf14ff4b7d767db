import { rights } from "@/lib/rights/codes";
import type { AuditEntry } from "@/services/core/audit";
import type { EventType } from "@/services/core/events/define";
import { toStaff, toSupplier, type DocumentTable } from "@/services/core/events/recipients";
import { purchaseOrders } from "@/services/db/schema";

export const purchaseOrderAuditEntity = "purchase_order" as const;

const order: DocumentTable = { table: purchaseOrders, no: purchaseOrders.pono };
const toOrderSupplier = toSupplier(order, [rights.purchaseOrder.view]);
const toBuyers = toStaff(order, [rights.purchaseOrder.answer]);
const lines = (e: AuditEntry) => ((e.detail?.lines ?? []) as Array<{ decision?: string }>);

/** The order as the supplier sees it: released by the price review, a partial answer accepted, a line cancelled. */
export const purchaseOrderEvents: EventType[] = [
  { type: "purchase_order_issued", entity: purchaseOrderAuditEntity, actions: ["priceReview"], when: (e) => e.from === "pending" && e.to === "done", deliver: toOrderSupplier },
  { type: "purchase_order_changed", entity: purchaseOrderAuditEntity, actions: ["acceptLine"], deliver: toOrderSupplier },
  { type: "purchase_order_cancelled", entity: purchaseOrderAuditEntity, actions: ["cancelLine"], deliver: toOrderSupplier },
  {
    type: "order_line_confirmed", entity: purchaseOrderAuditEntity, actions: ["receive", "confirm"],
    when: (e) => lines(e).length === 0 || lines(e).some((l) => l.decision !== "decline"),
    deliver: toBuyers,
  },
  {
    type: "order_line_declined", entity: purchaseOrderAuditEntity, actions: ["reject", "confirm", "receive"],
    when: (e) => e.action === "reject" || lines(e).some((l) => l.decision === "decline"),
    deliver: toBuyers,
  },
];
