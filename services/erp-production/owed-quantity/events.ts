import { rights } from "@/lib/rights/codes";
import type { EventType } from "@/services/core/events/define";
import { toStaff, toSupplier, type DocumentTable } from "@/services/core/events/recipients";
import { owedQuantityOrders } from "@/services/db/schema";

export const owedQuantityAuditEntity = "owed_quantity" as const;

const bill: DocumentTable = { table: owedQuantityOrders, no: owedQuantityOrders.owedNo };
const toFactory = toStaff(bill, [rights.owedQuantity.view]);

/**
 * A shortfall the ERP recorded (announced by the scheduler's tick): its supplier hears of it. The supplier confirms
 * or disputes it: the factory hears of that.
 */
export const owedQuantityEvents: EventType[] = [
  { type: "owed_quantity_issued", entity: owedQuantityAuditEntity, actions: ["issueShortfall"], deliver: toSupplier(bill, [rights.owedQuantity.view]) },
  { type: "owed_quantity_confirmed", entity: owedQuantityAuditEntity, actions: ["confirmShortfall"], deliver: toFactory },
  { type: "owed_quantity_disputed", entity: owedQuantityAuditEntity, actions: ["disputeShortfall"], deliver: toFactory },
];
