import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { StatementDetail, StatementInvoice, StatementLine } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { env } from "@/lib/env";
import { inScope, type Scope } from "@/services/core/list";
import { notFound } from "@/services/core/errors";
import { bare, isoText } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { st, statementFrom, statementSelect } from "./columns";
import { reconciliationFiles, reconciliationInvoices, reconciliationStatementLines, reconciliationStatements, storedFiles } from "@/services/db/schema";

const l = alias(reconciliationStatementLines, "l");
const a = alias(reconciliationStatementLines, "a");
const i = alias(reconciliationInvoices, "i");
const f = alias(storedFiles, "f");
const rf = alias(reconciliationFiles, "rf");
const s = alias(reconciliationStatements, "s");

const moneyFields = ["taxRate", "discountRate", "totalAmount", "discountAmount", "payableAmount", "taxAmount", "netAmount", "invoicedAmount"] as const;

/** The statement in the caller's scope, or the 404 a missing one answers (another tenant's answers the same). */
export async function loadStatement(db: Db, scope: Scope, id: number): Promise<StatementDetail> {
  const select = sql.join(Object.entries(statementSelect).map(([k, v]) => sql`${v} as "${sql.raw(k)}"`), sql`, `);
  const [head] = await rows<Record<string, unknown>>(db, sql`
    select ${st.id} as id, ${st.companyId} as "companyId", ${select}, ${isoText(sql`${st.modifiedAt}`)} as "modifiedIso",
      ${st.returnReason} as "returnReason", ${st.voidReason} as "voidReason", ${st.remark} as remark, ${st.version} as version
    from ${statementFrom} where ${st.id} = ${id} and ${inScope(scope, sql`${st.companyId}`, sql`${st.supplierId}`)}`);
  if (!head) throw notFound();
  const lines = await rows<StatementLine>(db, sql`
    select ${l.id}, ${l.seqno}, ${l.kind}, ${l.sourceType} as "sourceType", ${l.sourceNumber} as "sourceNumber", ${l.sourcePath} as "sourcePath",
      ${l.sourceDate}::text as "sourceDate", ${l.materialCode} as "materialCode", ${l.description}, ${l.quantity}::text as quantity,
      ${l.unitPrice}::text as "unitPrice", ${l.amount}::text as amount, ${l.discount}::text as discount, ${l.payable}::text as payable,
      ${l.tax}::text as tax, ${l.net}::text as net, ${l.adjustsLineId} as "adjustsLineId", ${a.seqno} as "adjustsSeqno", ${l.dispute},
      ${l.disputeReason} as "disputeReason", ${l.disputeAmount}::text as "disputeAmount", ${l.disputeEvidenceId}::text as "disputeEvidenceId",
      ${l.disputeReply} as "disputeReply"
    from ${reconciliationStatementLines} ${l} left join ${reconciliationStatementLines} ${a} on ${a.id} = ${l.adjustsLineId}
    where ${l.statementId} = ${id} order by ${l.seqno}`);
  const invoices = await rows<StatementInvoice>(db, sql`
    select ${i.id}, ${i.invoiceNo} as "invoiceNo", ${i.invoiceDate}::text as "invoiceDate", ${i.netAmount}::text as "netAmount",
      ${i.taxAmount}::text as "taxAmount", ${i.totalAmount}::text as "totalAmount", ${i.status}, ${i.remark}, ${i.returnReason} as "returnReason",
      ${i.fileId}::text as "fileId", ${f.name} as "fileName", ${f.kind} as "fileKind", (${f.kind} in ('png', 'jpeg', 'pdf') and not coalesce(${rf.scripted}, false)) as "inlinePreview",
      ${isoText(sql`${i.createdAt}`)} as "uploadedAt"
    from ${reconciliationInvoices} ${i} join ${storedFiles} ${f} on ${f.id} = ${i.fileId} left join ${reconciliationFiles} ${rf} on ${rf.fileId} = ${i.fileId}
    where ${i.statementId} = ${id} order by ${i.id}`);
  const { modifiedIso, ...rest } = head;
  return {
    ...(rest as unknown as StatementDetail),
    id: Number(head.id),
    companyId: Number(head.companyId),
    lineCount: Number(head.lineCount),
    version: Number(head.version),
    statementDate: String(head.statementDate),
    periodFrom: String(head.periodFrom),
    periodTo: String(head.periodTo),
    ...Object.fromEntries(moneyFields.map((f) => [f, String(head[f])])),
    modifiedAt: String(modifiedIso),
    tolerance: env().INVOICE_TOLERANCE,
    lines: lines.map((l) => ({ ...l, id: Number(l.id), adjustsLineId: l.adjustsLineId === null ? null : Number(l.adjustsLineId) })),
    invoices: invoices.map((i) => ({ ...i, id: Number(i.id) })),
  };
}

/** Re-sums the header from the lines (every money column is the sum of the lines' rounded amounts). */
export async function recalcStatement(db: Db, id: number, userId: number): Promise<void> {
  const l = reconciliationStatementLines;
  await db.execute(sql`
    update ${reconciliationStatements} ${s} set ${bare(s.totalAmount)} = t.amount, ${bare(s.discountAmount)} = t.discount, ${bare(s.payableAmount)} = t.payable,
      ${bare(s.taxAmount)} = t.tax, ${bare(s.netAmount)} = t.net, ${bare(s.lineCount)} = t.n, ${bare(s.modifiedBy)} = ${userId}, ${bare(s.modifiedAt)} = now()
    from (select coalesce(sum(${l.amount}), 0) amount, coalesce(sum(${l.discount}), 0) discount, coalesce(sum(${l.payable}), 0) payable,
      coalesce(sum(${l.tax}), 0) tax, coalesce(sum(${l.net}), 0) net, count(*)::int n
      from ${l} where ${l.statementId} = ${id}) t
    where ${s.id} = ${id}`);
}
