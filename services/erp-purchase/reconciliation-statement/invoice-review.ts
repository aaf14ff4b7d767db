import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Scope } from "@/services/core/list";
import { inScope } from "@/services/core/list";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { reconciliationInvoices, reconciliationStatements } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { reconciliationStatementAuditEntity } from "./events";

const s = alias(reconciliationStatements, "s");

/**
 * Finance confirms or returns one uploaded invoice. The statement's invoice state follows: returned as soon as
 * one invoice is returned (the supplier uploads again), confirmed once none is left uploaded.
 */
export async function reviewInvoice(db: Db, scope: Scope, statementId: number, invoiceId: number, decision: "confirmed" | "returned", reason: string | null) {
  return db.transaction(async (tx) => {
    const [head] = await rows<{ invoice_state: string; statement_no: string }>(tx, sql`select ${reconciliationStatements.invoiceState}, ${reconciliationStatements.statementNo} from ${reconciliationStatements}
      where ${reconciliationStatements.id} = ${statementId} and ${inScope(scope, sql`${reconciliationStatements.companyId}`, sql`${reconciliationStatements.supplierId}`)} for update`);
    if (!head) throw notFound();
    const [inv] = await rows<{ invoice_no: string }>(tx, sql`update ${reconciliationInvoices} set ${bare(reconciliationInvoices.status)} = ${decision}, ${bare(reconciliationInvoices.returnReason)} = ${reason},
        ${bare(reconciliationInvoices.modifiedBy)} = ${scope.userId}, ${bare(reconciliationInvoices.modifiedAt)} = now()
      where ${reconciliationInvoices.id} = ${invoiceId} and ${reconciliationInvoices.statementId} = ${statementId} and ${reconciliationInvoices.status} = 'uploaded' returning ${reconciliationInvoices.invoiceNo}`);
    if (!inv) {
      const [cur] = await rows<{ status: string }>(tx, sql`select ${reconciliationInvoices.status} from ${reconciliationInvoices} where ${reconciliationInvoices.id} = ${invoiceId} and ${reconciliationInvoices.statementId} = ${statementId}`);
      if (!cur) throw notFound();
      throw new AppError("CONFLICT", "errors.statement.invoiceReviewed", { status: cur.status });
    }
    const [state] = await rows<{ invoice_state: string }>(tx, sql`
      update ${reconciliationStatements} ${s} set ${bare(s.invoiceState)} = case
          when ${decision} = 'returned' or ${s.invoiceState} = 'returned' then 'returned'
          when exists (select 1 from ${reconciliationInvoices} where ${reconciliationInvoices.statementId} = ${s.id} and ${reconciliationInvoices.status} = 'uploaded') then 'uploaded'
          else 'confirmed' end,
        ${bare(s.invoicedAmount)} = (select coalesce(sum(${reconciliationInvoices.totalAmount}), 0) from ${reconciliationInvoices} where ${reconciliationInvoices.statementId} = ${s.id} and ${reconciliationInvoices.status} <> 'returned'),
        ${bare(s.modifiedBy)} = ${scope.userId}, ${bare(s.modifiedAt)} = now()
      where ${s.id} = ${statementId} returning ${s.invoiceState}`);
    await writeAudit(tx, {
      actor: scope, companyId: scope.companyId, entity: reconciliationStatementAuditEntity, entityId: statementId, action: decision === "confirmed" ? "invoiceConfirm" : "invoiceReturn",
      reason, detail: { from: head.invoice_state, to: state!.invoice_state,  statementNo: head.statement_no, invoiceId, invoiceNo: inv.invoice_no },
    });
    return { id: invoiceId, status: decision, invoiceState: state!.invoice_state };
  });
}
