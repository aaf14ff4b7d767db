import { rights } from "@/lib/rights/codes";
import type { EventType } from "@/services/core/events/define";
import { toStaff, toSupplier, type DocumentTable } from "@/services/core/events/recipients";
import { processingOrders } from "@/services/db/schema";
import { processingOrderAuditEntity as entity } from "./load";

const order: DocumentTable = { table: processingOrders, no: processingOrders.outNo };
const toFactory = toStaff(order, [rights.processingOrder.view]);

/**
 * A processing order the ERP released (announced by the scheduler's tick): its supplier hears of it. The supplier's
 * answer to it, and the production it enters: the factory hears of both.
 */
export const processingOrderEvents: EventType[] = [
  { type: "processing_order_released", entity, actions: ["release"], deliver: toSupplier(order, [rights.processingOrder.view]) },
  { type: "processing_order_accepted", entity, actions: ["receive"], deliver: toFactory },
  { type: "processing_order_rejected", entity, actions: ["reject"], deliver: toFactory },
  { type: "production_entered", entity, actions: ["quantity"], deliver: toFactory },
];
