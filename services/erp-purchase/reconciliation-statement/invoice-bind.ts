import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { invoiceOps, type EInvoiceRecord } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { moneyDiff, sumMoney, withinTolerance } from "@/lib/contracts/erp-purchase/statement-arithmetic";
import { env } from "@/lib/env";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { reconciliationFiles as f, reconciliationInvoices as inv, reconciliationStatements as rs } from "@/services/db/schema";
import { alteredFields } from "./invoice-einvoice";
import { formatMoney } from "@/lib/number-format";
import { reconciliationStatementAuditEntity } from "./events";

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
  handler: async ({ db, scope, params, body, t, locale }) =>
    db.transaction(async (tx) => {
      const [head] = await tx.select({ status: rs.status, invoiceState: rs.invoiceState, payableAmount: rs.payableAmount, statementNo: rs.statementNo, supplierId: rs.supplierId })
        .from(rs).where(and(eq(rs.id, params.id), inScope(scope, sql`${rs.companyId}`, sql`${rs.supplierId}`))).for("update");
      if (!head) throw notFound();
      if (head.status !== "confirmed" || !["to_upload", "returned"].includes(head.invoiceState)) {
        throw new AppError("CONFLICT", "errors.statement.invoiceNotExpected", { status: head.status });
      }
      const fileIds = body.invoices.map((i) => i.fileId);
      const files = await tx.select({ fileId: f.fileId, einvoice: f.einvoice }).from(f)
        .where(and(inArray(f.fileId, fileIds), eq(f.companyId, scope.companyId), eq(f.supplierId, head.supplierId),
          sql`not exists (select 1 from ${inv} where ${inv.fileId} = ${f.fileId} and ${inv.status} <> 'returned')`));
      const known = new Map<string, EInvoiceRecord | null>(files.map((file) => [file.fileId, file.einvoice]));
      const errors: Record<string, string[]> = {};
      body.invoices.forEach((given, i) => {
        if (!known.has(given.fileId)) errors[`invoices.${i}.fileId`] = [t("validation.statement.invoiceFile")];
        const read = known.get(given.fileId);
        for (const field of read ? alteredFields(read, given) : []) errors[`invoices.${i}.${field}`] = [t("validation.statement.einvoiceAltered")];
      });
      const standing = await tx.select({ totalAmount: inv.totalAmount }).from(inv).where(and(eq(inv.statementId, params.id), ne(inv.status, "returned")));
      const bound = total([...standing.map((s) => s.totalAmount), ...body.invoices.map((i) => i.totalAmount)]);
      const tolerance = env().INVOICE_TOLERANCE;
      if (!withinTolerance(bound, head.payableAmount, tolerance)) {
        errors.invoices = [t("validation.statement.invoiceTotal", { bound: formatMoney(bound, locale), payable: formatMoney(head.payableAmount, locale), difference: formatMoney(moneyDiff(bound, head.payableAmount), locale), tolerance: formatMoney(tolerance, locale) })];
      }
      if (Object.keys(errors).length) throw new AppError("VALIDATION", "errors.validation", {}, errors);
      for (const [i, given] of body.invoices.entries()) {
        try {
          await tx.transaction(async (sp) => {
            await sp.insert(inv).values({
              statementId: params.id, companyId: scope.companyId, supplierId: head.supplierId, fileId: given.fileId, invoiceNo: given.invoiceNo,
              invoiceDate: given.invoiceDate, netAmount: given.netAmount, taxAmount: given.taxAmount, totalAmount: given.totalAmount,
              remark: given.remark, createdBy: scope.userId, modifiedBy: scope.userId,
            });
          });
        } catch (e) {
          if (isUniqueViolation(e)) throw new AppError("VALIDATION", "errors.validation", {}, { [`invoices.${i}.invoiceNo`]: [t("validation.statement.invoiceNoUsed")] });
          throw e;
        }
      }
      await tx.update(rs).set({ invoiceState: "uploaded", invoicedAmount: bound, returnReason: null, modifiedBy: scope.userId, modifiedAt: sql`now()` })
        .where(eq(rs.id, params.id));
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: reconciliationStatementAuditEntity, entityId: params.id, action: "invoiceUpload",
        detail: { from: head.invoiceState, to: "uploaded",  statementNo: head.statementNo, invoices: body.invoices.map((i) => i.invoiceNo), total: bound },
      });
      return { id: params.id, status: "uploaded", invoiceState: "uploaded" };
    }),
});
