import { sql } from "drizzle-orm";
import { invoiceOps, type EInvoiceRecord } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { moneyDiff, sumMoney, withinTolerance } from "@/lib/contracts/erp-purchase/statement-arithmetic";
import { env } from "@/lib/env";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { alteredFields } from "./invoice-einvoice";
import { statementAuditEntity } from "./load";

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === "23505" || (e as { cause?: { code?: string } })?.cause?.code === "23505";
const total = (values: string[]) => sumMoney(values.map((v) => ({ amount: v, discount: "0", payable: v, tax: "0", net: v }))).amount;

/**
 * The supplier binds invoices to its confirmed statement (first time, or again after a return). With the
 * invoices still standing, their totals must equal the payable amount within INVOICE_TOLERANCE; otherwise
 * the answer names the difference. A number is used once per supplier (returned invoices free theirs).
 */
export const bindInvoices = defineRoute(invoiceOps.bind, {
  rights: [rights.reconciliationStatement.upload],
  audience: "supplier",
  handler: async ({ db, scope, params, body, t }) =>
    db.transaction(async (tx) => {
      const [head] = await rows<{ status: string; invoice_state: string; payable_amount: string; statement_no: string; supplier_id: number }>(tx, sql`
        select status, invoice_state, payable_amount::text, statement_no, supplier_id from reconciliation_statements
        where id = ${params.id} and ${inScope(scope, sql`company_id`, sql`supplier_id`)} for update`);
      if (!head) throw notFound();
      if (head.status !== "confirmed" || !["to_upload", "returned"].includes(head.invoice_state)) {
        throw new AppError("CONFLICT", "errors.statement.invoiceNotExpected", { status: head.status });
      }
      const fileIds = body.invoices.map((i) => i.fileId);
      const files = await rows<{ file_id: string; einvoice: EInvoiceRecord | null }>(tx, sql`select file_id::text, einvoice from reconciliation_files f
        where f.file_id in (${sql.join(fileIds.map((f) => sql`${f}::uuid`), sql`, `)}) and f.company_id = ${scope.companyId} and f.supplier_id = ${head.supplier_id}
          and not exists (select 1 from reconciliation_invoices i where i.file_id = f.file_id and i.status <> 'returned')`);
      const known = new Map(files.map((f) => [f.file_id, f.einvoice]));
      const errors: Record<string, string[]> = {};
      body.invoices.forEach((inv, i) => {
        if (!known.has(inv.fileId)) errors[`invoices.${i}.fileId`] = [t("validation.statement.invoiceFile")];
        const read = known.get(inv.fileId);
        for (const f of read ? alteredFields(read, inv) : []) errors[`invoices.${i}.${f}`] = [t("validation.statement.einvoiceAltered")];
      });
      const standing = await rows<{ total_amount: string }>(tx, sql`select total_amount::text from reconciliation_invoices
        where statement_id = ${params.id} and status <> 'returned'`);
      const bound = total([...standing.map((s) => s.total_amount), ...body.invoices.map((i) => i.totalAmount)]);
      const tolerance = env().INVOICE_TOLERANCE;
      if (!withinTolerance(bound, head.payable_amount, tolerance)) {
        errors.invoices = [t("validation.statement.invoiceTotal", { bound, payable: head.payable_amount, difference: moneyDiff(bound, head.payable_amount), tolerance })];
      }
      if (Object.keys(errors).length) throw new AppError("VALIDATION", "errors.validation", {}, errors);
      for (const [i, inv] of body.invoices.entries()) {
        try {
          await tx.transaction(async (sp) => {
            await sp.execute(sql`insert into reconciliation_invoices (statement_id, company_id, supplier_id, file_id, invoice_no, invoice_date,
                net_amount, tax_amount, total_amount, remark, created_by, modified_by)
              values (${params.id}, ${scope.companyId}, ${head.supplier_id}, ${inv.fileId}, ${inv.invoiceNo}, ${inv.invoiceDate}, ${inv.netAmount},
                ${inv.taxAmount}, ${inv.totalAmount}, ${inv.remark}, ${scope.userId}, ${scope.userId})`);
          });
        } catch (e) {
          if (isUniqueViolation(e)) throw new AppError("VALIDATION", "errors.validation", {}, { [`invoices.${i}.invoiceNo`]: [t("validation.statement.invoiceNoUsed")] });
          throw e;
        }
      }
      await tx.execute(sql`update reconciliation_statements set invoice_state = 'uploaded', invoiced_amount = ${bound}, return_reason = null,
        modified_by = ${scope.userId}, modified_at = now() where id = ${params.id}`);
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: statementAuditEntity, entityId: params.id, action: "invoiceUpload",
        detail: { from: head.invoice_state, to: "uploaded",  statementNo: head.statement_no, invoices: body.invoices.map((i) => i.invoiceNo), total: bound },
      });
      return { id: params.id, status: "uploaded", invoiceState: "uploaded" };
    }),
});
