import { rights } from "@/lib/rights/codes";
import type { EventType } from "@/services/core/events/define";
import { toStaff } from "@/services/core/events/recipients";
import { deliveryNotices } from "@/services/db/schema";

export const deliveryNoticeAuditEntity = "delivery_notice" as const;

/** The buyers and the receiving staff (who record its goods receipt) hear of an ASN sent or voided. */
const toReceiving = toStaff({ table: deliveryNotices, no: deliveryNotices.noticeNo }, [rights.deliveryNotice.view, rights.purchaseReceipt.add]);

export const deliveryNoticeEvents: EventType[] = [
  { type: "delivery_notice_sent", entity: deliveryNoticeAuditEntity, actions: ["create"], deliver: toReceiving },
  { type: "delivery_notice_voided", entity: deliveryNoticeAuditEntity, actions: ["cancel"], deliver: toReceiving },
];
