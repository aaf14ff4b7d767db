import { and, eq, gt, notInArray, sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import type { Delivery, EventType, RaisedEvent } from "@/services/core/events/define";
import { nobody } from "@/services/core/events/define";
import { supplierAccounts } from "@/services/core/events/recipients";
import { priceInquiries, priceInquirySuppliers, priceQuotes } from "@/services/db/schema";

export const priceInquiryAuditEntity = "price_inquiry" as const;

/** The accounts of every supplier the inquiry invites that may quote in its company. */
async function toInvited(db: Db, ev: RaisedEvent): Promise<Delivery> {
  if (!/^\d{1,12}$/.test(ev.entityId)) return nobody;
  const id = Number(ev.entityId);
  const [inquiry] = await db.select({ companyId: priceInquiries.companyId, no: priceInquiries.inquiryNo }).from(priceInquiries).where(eq(priceInquiries.id, id));
  if (!inquiry) return nobody;
  const invited = await db.select({ supplierId: priceInquirySuppliers.supplierId }).from(priceInquirySuppliers).where(eq(priceInquirySuppliers.inquiryId, id));
  const accounts = await Promise.all(invited.map((s) => supplierAccounts(db, inquiry.companyId, s.supplierId, [rights.quotation.view])));
  return { recipients: accounts.flat(), params: { no: inquiry.no } };
}

/** The invited suppliers that have not quoted any line, while the inquiry is still open for quotes. */
async function toUnquoted(db: Db, ev: RaisedEvent): Promise<Delivery> {
  if (!/^\d{1,12}$/.test(ev.entityId)) return nobody;
  const id = Number(ev.entityId);
  const [inquiry] = await db.select({ companyId: priceInquiries.companyId, no: priceInquiries.inquiryNo }).from(priceInquiries)
    .where(and(eq(priceInquiries.id, id), eq(priceInquiries.status, "released"), gt(priceInquiries.quoteDeadline, sql`now()`)));
  if (!inquiry) return nobody;
  const quoted = db.select({ supplierId: priceQuotes.supplierId }).from(priceQuotes).where(eq(priceQuotes.inquiryId, id));
  const invited = await db.select({ supplierId: priceInquirySuppliers.supplierId }).from(priceInquirySuppliers)
    .where(and(eq(priceInquirySuppliers.inquiryId, id), notInArray(priceInquirySuppliers.supplierId, quoted)));
  const accounts = await Promise.all(invited.map((s) => supplierAccounts(db, inquiry.companyId, s.supplierId, [rights.quotation.view])));
  return { recipients: accounts.flat(), params: { no: inquiry.no } };
}

/**
 * An inquiry released to its invited suppliers, and its award: each invited supplier hears of both. Its deadline
 * 24 h away (the scheduler's tick, ./deadline.ts): the invited suppliers that have not quoted yet.
 */
export const priceInquiryEvents: EventType[] = [
  { type: "inquiry_invited", entity: priceInquiryAuditEntity, actions: ["release"], deliver: toInvited },
  { type: "inquiry_deadline_near", entity: priceInquiryAuditEntity, actions: ["deadlineNear"], deliver: toUnquoted },
  { type: "inquiry_awarded", entity: priceInquiryAuditEntity, actions: ["award"], deliver: toInvited },
];
