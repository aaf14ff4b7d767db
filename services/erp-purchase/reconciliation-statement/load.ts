import { sql } from "drizzle-orm";
import type { StatementDetail, StatementInvoice, StatementLine } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { env } from "@/lib/env";
import { inScope, type Scope } from "@/services/core/list";
import { notFound } from "@/services/core/errors";
import { isoText } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { st, statementFrom, statementSelect } from "./columns";

const moneyFields = ["taxRate", "discountRate", "totalAmount", "discountAmount", "payableAmount", "taxAmount", "netAmount", "invoicedAmount"] as const;

export const statementAuditEntity = "reconciliation_statement";

/** The statement in the caller's scope, or the 404 a missing one answers (another tenant's answers the same). */
export async function loadStatement(db: Db, scope: Scope, id: number): Promise<StatementDetail> {
  const select = sql.join(Object.entries(statementSelect).map(([k, v]) => sql`${v} as "${sql.raw(k)}"`), sql`, `);
  const [head] = await rows<Record<string, unknown>>(db, sql`
    select ${st.id} as id, ${st.companyId} as "companyId", ${select}, ${isoText(sql`${st.modifiedAt}`)} as "modifiedIso",
      ${st.returnReason} as "returnReason", ${st.voidReason} as "voidReason", ${st.remark} as remark, ${st.version} as version
    from ${statementFrom} where ${st.id} = ${id} and ${inScope(scope, sql`${st.companyId}`, sql`${st.supplierId}`)}`);
  if (!head) throw notFound();
  const lines = await rows<StatementLine>(db, sql`
    select l.id, l.seqno, l.kind, l.source_type as "sourceType", l.source_number as "sourceNumber", l.source_path as "sourcePath",
      l.source_date::text as "sourceDate", l.material_code as "materialCode", l.description, l.quantity::text as quantity,
      l.unit_price::text as "unitPrice", l.amount::text as amount, l.discount::text as discount, l.payable::text as payable,
      l.tax::text as tax, l.net::text as net, l.adjusts_line_id as "adjustsLineId", a.seqno as "adjustsSeqno", l.dispute,
      l.dispute_reason as "disputeReason", l.dispute_amount::text as "disputeAmount", l.dispute_evidence_id::text as "disputeEvidenceId",
      l.dispute_reply as "disputeReply"
    from reconciliation_statement_lines l left join reconciliation_statement_lines a on a.id = l.adjusts_line_id
    where l.statement_id = ${id} order by l.seqno`);
  const invoices = await rows<StatementInvoice>(db, sql`
    select i.id, i.invoice_no as "invoiceNo", i.invoice_date::text as "invoiceDate", i.net_amount::text as "netAmount",
      i.tax_amount::text as "taxAmount", i.total_amount::text as "totalAmount", i.status, i.remark, i.return_reason as "returnReason",
      i.file_id::text as "fileId", f.name as "fileName", f.kind as "fileKind", (f.kind in ('png', 'jpeg', 'pdf') and not coalesce(rf.scripted, false)) as "inlinePreview",
      ${isoText(sql`i.created_at`)} as "uploadedAt"
    from reconciliation_invoices i join stored_files f on f.id = i.file_id left join reconciliation_files rf on rf.file_id = i.file_id
    where i.statement_id = ${id} order by i.id`);
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
  await db.execute(sql`
    update reconciliation_statements s set total_amount = t.amount, discount_amount = t.discount, payable_amount = t.payable,
      tax_amount = t.tax, net_amount = t.net, line_count = t.n, modified_by = ${userId}, modified_at = now()
    from (select coalesce(sum(amount), 0) amount, coalesce(sum(discount), 0) discount, coalesce(sum(payable), 0) payable,
      coalesce(sum(tax), 0) tax, coalesce(sum(net), 0) net, count(*)::int n
      from reconciliation_statement_lines where statement_id = ${id}) t
    where s.id = ${id}`);
}
