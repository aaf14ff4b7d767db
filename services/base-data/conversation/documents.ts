import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { conversationKinds, type ConversationKind } from "@/lib/contracts/base-data/conversation";
import { rights, type Right } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { forbidden, notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { hasAnyRight, type Principal } from "@/services/core/principal";
import { companyStaff, supplierAccounts } from "@/services/core/events/recipients";
import {
  deductionBills, deliveryNoteLines, deliveryNotes, deliveryNoticeLines, deliveryNotices, goodsReceiptLines, goodsReceipts,
  priceInquiries, priceInquiryLines, priceInquirySuppliers, processingOrders, purchaseOrderLines, purchaseOrders, reconciliationStatementLines,
  reconciliationStatements,
} from "@/services/db/schema";
import { deductionBillAuditEntity } from "@/services/erp-production/deduction-bill/events";
import { deliveryNoteAuditEntity } from "@/services/erp-production/delivery-note/events";
import { processingOrderAuditEntity } from "@/services/erp-production/processing-order/events";
import { deliveryNoticeAuditEntity } from "@/services/erp-purchase/delivery-notice/events";
import { priceInquiryAuditEntity } from "@/services/erp-purchase/price-inquiry/events";
import { purchaseOrderAuditEntity } from "@/services/erp-purchase/purchase-order/events";
import { goodsReceiptAuditEntity } from "@/services/erp-purchase/purchase-receipt/events";
import { reconciliationStatementAuditEntity } from "@/services/erp-purchase/reconciliation-statement/events";

/** One kind of document a conversation can be about: where it is read from, its number, tenancy, who may see it and its lines. */
export interface ConversationDocument {
  /** Its table, or its table joined to those its other columns come from (a price inquiry's invitation and its inquiry). */
  from: PgTable | SQL;
  id: AnyPgColumn;
  no: AnyPgColumn;
  companyId: AnyPgColumn;
  /** None: a staff document (a delivery note) no supplier sees. */
  supplierId: AnyPgColumn | null;
  /** The right to see it: one for all, or the company's staff's and the supplier accounts' each. */
  view: Right | { staff: Right; supplier: Right };
  /** What else must hold for its supplier to see it (a price inquiry's is not a draft's); none: nothing else. */
  supplierSees?: SQL;
  /** The audit entity of the document, so its history and its notifications' links are the document's own. */
  entity: string;
  /** The id its audit rows and events name, when not the document's own (an invitation's are its inquiry's). */
  auditId?: AnyPgColumn;
  /** Its lines: those whose `documentId` is the document's `parent` column (its id unless named). */
  lines: { table: PgTable; id: AnyPgColumn; documentId: AnyPgColumn; parent?: AnyPgColumn } | null;
}

export const conversationDocuments: Record<ConversationKind, ConversationDocument> = {
  order: {
    from: purchaseOrders, id: purchaseOrders.id, no: purchaseOrders.pono, companyId: purchaseOrders.companyId, supplierId: purchaseOrders.supplierId,
    view: rights.purchaseOrder.view, entity: purchaseOrderAuditEntity,
    lines: { table: purchaseOrderLines, id: purchaseOrderLines.id, documentId: purchaseOrderLines.orderId },
  },
  asn: {
    from: deliveryNotices, id: deliveryNotices.id, no: deliveryNotices.noticeNo, companyId: deliveryNotices.companyId, supplierId: deliveryNotices.supplierId,
    view: rights.deliveryNotice.view, entity: deliveryNoticeAuditEntity,
    lines: { table: deliveryNoticeLines, id: deliveryNoticeLines.id, documentId: deliveryNoticeLines.noticeId },
  },
  receipt: {
    from: goodsReceipts, id: goodsReceipts.id, no: goodsReceipts.recno, companyId: goodsReceipts.companyId, supplierId: goodsReceipts.supplierId,
    view: rights.purchaseReceipt.view, entity: goodsReceiptAuditEntity,
    lines: { table: goodsReceiptLines, id: goodsReceiptLines.id, documentId: goodsReceiptLines.receiptId },
  },
  processing_order: {
    from: processingOrders, id: processingOrders.id, no: processingOrders.outNo, companyId: processingOrders.companyId, supplierId: processingOrders.supplierId,
    view: rights.processingOrder.view, entity: processingOrderAuditEntity, lines: null,
  },
  deduction_bill: {
    from: deductionBills, id: deductionBills.id, no: deductionBills.billNo, companyId: deductionBills.companyId, supplierId: deductionBills.supplierId,
    view: rights.deductionBill.view, entity: deductionBillAuditEntity, lines: null,
  },
  statement: {
    from: reconciliationStatements, id: reconciliationStatements.id, no: reconciliationStatements.statementNo,
    companyId: reconciliationStatements.companyId, supplierId: reconciliationStatements.supplierId,
    view: rights.reconciliationStatement.view, entity: reconciliationStatementAuditEntity,
    lines: { table: reconciliationStatementLines, id: reconciliationStatementLines.id, documentId: reconciliationStatementLines.statementId },
  },
  delivery_note: {
    from: deliveryNotes, id: deliveryNotes.id, no: deliveryNotes.deliveryNo, companyId: deliveryNotes.companyId, supplierId: null,
    view: rights.deliveryNote.view, entity: deliveryNoteAuditEntity,
    lines: { table: deliveryNoteLines, id: deliveryNoteLines.id, documentId: deliveryNoteLines.noteId },
  },
  // Sealed per supplier: the thread is an invitation's, so one invited supplier never reads another's. A supplier
  // reaches it as on its quotation screen (services/erp-purchase/quotation): invited, and the inquiry not a draft.
  price_inquiry: {
    from: sql`${priceInquirySuppliers} join ${priceInquiries} on ${priceInquiries.id} = ${priceInquirySuppliers.inquiryId}`,
    id: priceInquirySuppliers.id, no: priceInquiries.inquiryNo, companyId: priceInquirySuppliers.companyId, supplierId: priceInquirySuppliers.supplierId,
    view: { staff: rights.priceInquiry.view, supplier: rights.quotation.view }, supplierSees: sql`${priceInquiries.status} <> 'draft'`,
    entity: priceInquiryAuditEntity, auditId: priceInquirySuppliers.inquiryId,
    lines: { table: priceInquiryLines, id: priceInquiryLines.id, documentId: priceInquiryLines.inquiryId, parent: priceInquirySuppliers.inquiryId },
  },
};

/** The right a staff member, or a supplier account, needs to see a document of the kind. */
export function viewRight(kind: ConversationKind, supplier: boolean): Right {
  const view = conversationDocuments[kind].view;
  return typeof view === "string" ? view : supplier ? view.supplier : view.staff;
}

/** Every kind's right: a route over any conversation needs one of them, and then the document's own. */
export const anyDocumentView: readonly Right[] = [...new Set(conversationKinds.flatMap((k) => [viewRight(k, false), viewRight(k, true)]))];

export interface FoundDocument {
  kind: ConversationKind;
  id: number;
  no: string;
  companyId: number;
  supplierId: number | null;
  /** The id its audit rows and events name. */
  auditId: number;
  /** Its supplier may see it (its accounts holding the right): false for a staff document and a draft inquiry. */
  supplierSees: boolean;
}

/** The document as stored, whoever asks (event delivery); null when it is gone. */
export async function documentById(db: Db, kind: ConversationKind, id: number, scope?: Scope): Promise<FoundDocument | null> {
  const d = conversationDocuments[kind];
  const supplier: SQL = d.supplierId ? sql`${d.supplierId}` : sql`null::int`;
  const supplierSees: SQL = !d.supplierId ? sql`false` : d.supplierSees ?? sql`true`;
  const tenancy = !scope ? sql`true`
    : d.supplierId ? sql`${inScope(scope, sql`${d.companyId}`, supplier)}${scope.isSupplier ? sql` and ${supplierSees}` : sql``}`
      : scope.isSupplier ? sql`false` : sql`${d.companyId} = ${scope.companyId}`;
  const [r] = await rows<{ id: number; no: string; company_id: number; supplier_id: number | null; audit_id: number; supplier_sees: boolean }>(db, sql`
    select ${d.id} as id, ${d.no} as no, ${d.companyId} as company_id, ${supplier} as supplier_id, ${d.auditId ?? d.id} as audit_id,
      (${supplierSees}) as supplier_sees
    from ${d.from} where ${d.id} = ${id} and ${tenancy}`);
  return r ? {
    kind, id: Number(r.id), no: String(r.no), companyId: Number(r.company_id), supplierId: r.supplier_id === null ? null : Number(r.supplier_id),
    auditId: Number(r.audit_id), supplierSees: r.supplier_sees === true,
  } : null;
}

/**
 * The document if the caller may see it: without the document's right 403; another tenant's document, like a
 * missing one, 404.
 */
export async function requireDocument(db: Db, principal: Principal, scope: Scope, kind: ConversationKind, id: number): Promise<FoundDocument> {
  if (!hasAnyRight(principal, [viewRight(kind, scope.isSupplier)])) throw forbidden();
  const found = await documentById(db, kind, id, scope);
  if (!found) throw notFound();
  return found;
}

/**
 * Who can see the document, the way its notifications are resolved (services/core/events/recipients.ts): its
 * supplier's accounts that may use the company and hold the supplier's right, when its supplier may see it, and
 * the company's staff holding the staff's.
 */
export async function documentViewers(db: Db, doc: FoundDocument): Promise<number[]> {
  const staff = await companyStaff(db, doc.companyId, [viewRight(doc.kind, false)]);
  const supplier = doc.supplierId === null || !doc.supplierSees ? [] : await supplierAccounts(db, doc.companyId, doc.supplierId, [viewRight(doc.kind, true)]);
  return [...supplier, ...staff];
}

/** Whether the line belongs to the document (a kind without lines has none). */
export async function lineOfDocument(db: Db, doc: FoundDocument, lineId: number): Promise<boolean> {
  const d = conversationDocuments[doc.kind];
  const lines = d.lines;
  if (!lines) return false;
  const [r] = await rows<{ id: number }>(db, sql`select ${lines.id} as id from ${lines.table}
    where ${lines.id} = ${lineId} and ${lines.documentId} = (select ${lines.parent ?? d.id} from ${d.from} where ${d.id} = ${doc.id})`);
  return !!r;
}
