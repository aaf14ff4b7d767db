import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ConversationKind } from "@/lib/contracts/base-data/conversation";
import { rights, type Right } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { forbidden, notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { hasAnyRight, type Principal } from "@/services/core/principal";
import { companyStaff, supplierAccounts } from "@/services/core/events/recipients";
import {
  deductionBills, deliveryNoteLines, deliveryNotes, deliveryNoticeLines, deliveryNotices, goodsReceiptLines, goodsReceipts,
  processingOrders, purchaseOrderLines, purchaseOrders, reconciliationStatementLines, reconciliationStatements,
} from "@/services/db/schema";

/** One kind of document a conversation can be about: its table, number, tenancy, the right to see it and its lines. */
export interface ConversationDocument {
  table: PgTable;
  id: AnyPgColumn;
  no: AnyPgColumn;
  companyId: AnyPgColumn;
  /** None: a staff document (a delivery note) no supplier sees. */
  supplierId: AnyPgColumn | null;
  view: Right;
  /** The audit entity of the document, so its history and its notifications' links are the document's own. */
  entity: string;
  lines: { table: PgTable; id: AnyPgColumn; documentId: AnyPgColumn } | null;
}

export const conversationDocuments: Record<ConversationKind, ConversationDocument> = {
  order: {
    table: purchaseOrders, id: purchaseOrders.id, no: purchaseOrders.pono, companyId: purchaseOrders.companyId, supplierId: purchaseOrders.supplierId,
    view: rights.purchaseOrder.view, entity: "purchase_order",
    lines: { table: purchaseOrderLines, id: purchaseOrderLines.id, documentId: purchaseOrderLines.orderId },
  },
  asn: {
    table: deliveryNotices, id: deliveryNotices.id, no: deliveryNotices.noticeNo, companyId: deliveryNotices.companyId, supplierId: deliveryNotices.supplierId,
    view: rights.deliveryNotice.view, entity: "delivery_notice",
    lines: { table: deliveryNoticeLines, id: deliveryNoticeLines.id, documentId: deliveryNoticeLines.noticeId },
  },
  receipt: {
    table: goodsReceipts, id: goodsReceipts.id, no: goodsReceipts.recno, companyId: goodsReceipts.companyId, supplierId: goodsReceipts.supplierId,
    view: rights.purchaseReceipt.view, entity: "goods_receipt",
    lines: { table: goodsReceiptLines, id: goodsReceiptLines.id, documentId: goodsReceiptLines.receiptId },
  },
  processing_order: {
    table: processingOrders, id: processingOrders.id, no: processingOrders.outNo, companyId: processingOrders.companyId, supplierId: processingOrders.supplierId,
    view: rights.processingOrder.view, entity: "processing_order", lines: null,
  },
  deduction_bill: {
    table: deductionBills, id: deductionBills.id, no: deductionBills.billNo, companyId: deductionBills.companyId, supplierId: deductionBills.supplierId,
    view: rights.deductionBill.view, entity: "deduction_bill", lines: null,
  },
  statement: {
    table: reconciliationStatements, id: reconciliationStatements.id, no: reconciliationStatements.statementNo,
    companyId: reconciliationStatements.companyId, supplierId: reconciliationStatements.supplierId,
    view: rights.reconciliationStatement.view, entity: "reconciliation_statement",
    lines: { table: reconciliationStatementLines, id: reconciliationStatementLines.id, documentId: reconciliationStatementLines.statementId },
  },
  delivery_note: {
    table: deliveryNotes, id: deliveryNotes.id, no: deliveryNotes.deliveryNo, companyId: deliveryNotes.companyId, supplierId: null,
    view: rights.deliveryNote.view, entity: "delivery_note",
    lines: { table: deliveryNoteLines, id: deliveryNoteLines.id, documentId: deliveryNoteLines.noteId },
  },
};

/** Every kind's right: a route over any conversation needs one of them, and then the document's own. */
export const anyDocumentView: readonly Right[] = [...new Set(Object.values(conversationDocuments).map((d) => d.view))];

export interface FoundDocument {
  kind: ConversationKind;
  id: number;
  no: string;
  companyId: number;
  supplierId: number | null;
}

/** The document as stored, whoever asks (event delivery); null when it is gone. */
export async function documentById(db: Db, kind: ConversationKind, id: number, scope?: Scope): Promise<FoundDocument | null> {
  const d = conversationDocuments[kind];
  const supplier: SQL = d.supplierId ? sql`${d.supplierId}` : sql`null::int`;
  const tenancy = scope ? (d.supplierId ? inScope(scope, sql`${d.companyId}`, supplier) : scope.isSupplier ? sql`false` : sql`${d.companyId} = ${scope.companyId}`) : sql`true`;
  const [r] = await rows<{ id: number; no: string; company_id: number; supplier_id: number | null }>(db, sql`
    select ${d.id} as id, ${d.no} as no, ${d.companyId} as company_id, ${supplier} as supplier_id from ${d.table}
    where ${d.id} = ${id} and ${tenancy}`);
  return r ? { kind, id: Number(r.id), no: String(r.no), companyId: Number(r.company_id), supplierId: r.supplier_id === null ? null : Number(r.supplier_id) } : null;
}

/**
 * The document if the caller may see it: without the document's right 403; another tenant's document, like a
 * missing one, 404.
 */
export async function requireDocument(db: Db, principal: Principal, scope: Scope, kind: ConversationKind, id: number): Promise<FoundDocument> {
  if (!hasAnyRight(principal, [conversationDocuments[kind].view])) throw forbidden();
  const found = await documentById(db, kind, id, scope);
  if (!found) throw notFound();
  return found;
}

/**
 * Who can see the document, the way its notifications are resolved (services/core/events/recipients.ts): its
 * supplier's accounts that may use the company and hold the document's right, and the company's staff holding it.
 */
export async function documentViewers(db: Db, doc: FoundDocument): Promise<number[]> {
  const right = [conversationDocuments[doc.kind].view];
  const staff = await companyStaff(db, doc.companyId, right);
  const supplier = doc.supplierId === null ? [] : await supplierAccounts(db, doc.companyId, doc.supplierId, right);
  return [...supplier, ...staff];
}

/** Whether the line belongs to the document (a kind without lines has none). */
export async function lineOfDocument(db: Db, doc: FoundDocument, lineId: number): Promise<boolean> {
  const lines = conversationDocuments[doc.kind].lines;
  if (!lines) return false;
  const [r] = await rows<{ id: number }>(db, sql`select ${lines.id} as id from ${lines.table} where ${lines.id} = ${lineId} and ${lines.documentId} = ${doc.id}`);
  return !!r;
}
