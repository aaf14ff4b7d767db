import { sql } from "drizzle-orm";
import type { Scope } from "@/services/core/list";
import { inScope } from "@/services/core/list";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { statementAuditEntity } from "./load";

/**
 * Finance confirms or returns one uploaded invoice. The statement's invoice state follows: returned as soon as
 * one invoice is returned (the supplier uploads again), confirmed once none is left uploaded.
 */
export async function reviewInvoice(db: Db, scope: Scope, statementId: number, invoiceId: number, decision: "confirmed" | "returned", reason: string | null) {
  return db.transaction(async (tx) => {
    const [head] = await rows<{ invoice_state: string; statement_no: string }>(tx, sql`select invoice_state, statement_no from reconciliation_statements
      where id = ${statementId} and ${inScope(scope, sql`company_id`, sql`supplier_id`)} for update`);
    if (!head) throw notFound();
    const [inv] = await rows<{ invoice_no: string }>(tx, sql`update reconciliation_invoices set status = ${decision}, return_reason = ${reason},
        modified_by = ${scope.userId}, modified_at = now()
      where id = ${invoiceId} and statement_id = ${statementId} and status = 'uploaded' returning invoice_no`);
    if (!inv) {
      const [cur] = await rows<{ status: string }>(tx, sql`select status from reconciliation_invoices where id = ${invoiceId} and statement_id = ${statementId}`);
      if (!cur) throw notFound();
      throw new AppError("CONFLICT", "errors.statement.invoiceReviewed", { status: cur.status });
    }
    const [state] = await rows<{ invoice_state: string }>(tx, sql`
      update reconciliation_statements s set invoice_state = case
          when ${decision} = 'returned' or s.invoice_state = 'returned' then 'returned'
          when exists (select 1 from reconciliation_invoices where statement_id = s.id and status = 'uploaded') then 'uploaded'
          else 'confirmed' end,
        invoiced_amount = (select coalesce(sum(total_amount), 0) from reconciliation_invoices where statement_id = s.id and status <> 'returned'),
        modified_by = ${scope.userId}, modified_at = now()
      where s.id = ${statementId} returning invoice_state`);
    await writeAudit(tx, {
      actor: scope, companyId: scope.companyId, entity: statementAuditEntity, entityId: statementId, action: decision === "confirmed" ? "invoiceConfirm" : "invoiceReturn",
      reason, detail: { from: head.invoice_state, to: state!.invoice_state,  statementNo: head.statement_no, invoiceId, invoiceNo: inv.invoice_no },
    });
    return { id: invoiceId, status: decision, invoiceState: state!.invoice_state };
  });
}
