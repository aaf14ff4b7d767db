import "server-only";
import { setLabelTaskCountsSource } from "@/lib/metrics";
import { getDb, hasDbHandle } from "./db/client";
import { registerEventTypes } from "./core/events/catalog";
import { registerTicks } from "./core/events/scheduler";
import { noticeEvents } from "./base-data/notice/events";
import { subAccountEvents } from "./base-data/sub-account/events";
import { userEvents } from "./base-data/user/events";
import { webhookEvents } from "./base-data/webhook/events";
import { conversationEvents } from "./base-data/conversation/events";
import { deductionBillEvents } from "./erp-production/deduction-bill/events";
import { deliveryNoteEvents } from "./erp-production/delivery-note/events";
import { owedQuantityEvents } from "./erp-production/owed-quantity/events";
import { announceIssuedShortfalls } from "./erp-production/owed-quantity/announce";
import { processingOrderEvents } from "./erp-production/processing-order/events";
import { announceReleasedOrders } from "./erp-production/processing-order/announce";
import { deliveryNoticeEvents } from "./erp-purchase/delivery-notice/events";
import { purchaseOrderEvents } from "./erp-purchase/purchase-order/events";
import { purchaseReceiptEvents } from "./erp-purchase/purchase-receipt/events";
import { statementEvents } from "./erp-purchase/reconciliation-statement/events";
import { priceInquiryEvents } from "./erp-purchase/price-inquiry/events";
import { announceDeadlines } from "./erp-purchase/price-inquiry/deadline";
import { scoreRefresher } from "./erp-purchase/supplier-score/refresh";
import { labelEvents } from "./label/events";
import { labelTaskCounts } from "./label/tasks";

/*
 * What the modules hand to the framework (services/core imports no module): their event types, the scheduler's
 * time-driven ticks and the label task gauge's source. registry.ts (the handlers) and boot.ts (the dispatcher
 * and the scheduler) import this file, so every bundle that runs either has them registered.
 */

registerEventTypes([
  ...purchaseOrderEvents, ...deliveryNoticeEvents, ...purchaseReceiptEvents, ...statementEvents,
  ...deductionBillEvents, ...noticeEvents, ...userEvents, ...subAccountEvents,
  ...processingOrderEvents, ...owedQuantityEvents, ...deliveryNoteEvents, ...priceInquiryEvents, ...labelEvents, ...webhookEvents,
  ...conversationEvents,
]);

registerTicks([
  announceDeadlines, announceReleasedOrders, announceIssuedShortfalls,
  // Supplier scorecards: the open and previous month once their sources change, or hourly; fresh months are skipped.
  scoreRefresher(),
]);

setLabelTaskCountsSource(async () => (hasDbHandle() ? labelTaskCounts(await getDb()) : null));
