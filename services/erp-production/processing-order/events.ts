import { rights } from "@/lib/rights/codes";
import type { EventType } from "@/services/core/events/define";
import { toStaff, toSupplier, type DocumentTable } from "@/services/core/events/recipients";
import { processingOrders } from "@/services/db/schema";

export const processingOrderAuditEntity = "processing_order" as const;

const order: DocumentTable = { table: processingOrders, no: processingOrders.outNo };
const toFactory = toStaff(order, [rights.processingOrder.view]);

/**
 * A processing order the ERP released (announced by the scheduler's tick): its supplier hears of it. The supplier's
 * answer to it, and the production it enters: the factory hears of both.
 */
export const processingOrderEvents: EventType[] = [
  { type: "processing_order_released", entity: processingOrderAuditEntity, actions: ["release"], deliver: toSupplier(order, [rights.processingOrder.view]) },
  { type: "processing_order_accepted", entity: processingOrderAuditEntity, actions: ["receive"], deliver: toFactory },
  { type: "processing_order_rejected", entity: processingOrderAuditEntity, actions: ["reject"], deliver: toFactory },
  { type: "production_entered", entity: processingOrderAuditEntity, actions: ["quantity"], deliver: toFactory },
];
