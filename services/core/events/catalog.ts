import { noticeEvents } from "@/services/base-data/notice/events";
import { subAccountEvents } from "@/services/base-data/sub-account/events";
import { userEvents } from "@/services/base-data/user/events";
import { webhookEvents } from "@/services/base-data/webhook/events";
import { conversationEvents } from "@/services/base-data/conversation/events";
import { deductionBillEvents } from "@/services/erp-production/deduction-bill/events";
import { deliveryNoteEvents } from "@/services/erp-production/delivery-note/events";
import { deliveryNoticeEvents } from "@/services/erp-purchase/delivery-notice/events";
import { purchaseOrderEvents } from "@/services/erp-purchase/purchase-order/events";
import { purchaseReceiptEvents } from "@/services/erp-purchase/purchase-receipt/events";
import { statementEvents } from "@/services/erp-purchase/reconciliation-statement/events";
import { owedQuantityEvents } from "@/services/erp-production/owed-quantity/events";
import { processingOrderEvents } from "@/services/erp-production/processing-order/events";
import { priceInquiryEvents } from "@/services/erp-purchase/price-inquiry/events";
import { labelEvents } from "@/services/label/events";
import type { EventType } from "./define";

/** Every module's event types (each declared in its module's events.ts); tests/unit/events-catalog.test.ts holds the list complete. */
export const eventTypes: readonly EventType[] = [
  ...purchaseOrderEvents, ...deliveryNoticeEvents, ...purchaseReceiptEvents, ...statementEvents,
  ...deductionBillEvents, ...noticeEvents, ...userEvents, ...subAccountEvents,
  ...processingOrderEvents, ...owedQuantityEvents, ...deliveryNoteEvents, ...priceInquiryEvents, ...labelEvents, ...webhookEvents,
  ...conversationEvents,
];

const byAudit = new Map<string, EventType[]>();
for (const t of eventTypes) {
  for (const a of t.actions) byAudit.set(`${t.entity}\u0000${a}`, [...(byAudit.get(`${t.entity}\u0000${a}`) ?? []), t]);
}

/** The types an audit row of (entity, action) may raise. */
export const typesForAudit = (entity: string, action: string): readonly EventType[] => byAudit.get(`${entity}\u0000${action}`) ?? [];

/** The declaration that raised an outbox row: its type from that entity. */
export const typeOf = (type: string, entity: string): EventType | undefined => eventTypes.find((t) => t.type === type && t.entity === entity);

/** The types a user cannot turn off: those any declaration marks as security events. */
export const securityTypes: ReadonlySet<string> = new Set(eventTypes.filter((t) => t.security).map((t) => t.type));
