import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { invoiceOps, type EInvoiceRecord } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { decCmp } from "@/lib/contracts/decimal";
import { rights } from "@/lib/rights/codes";
import { AppError, notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { companies, reconciliationFiles, reconciliationInvoices, reconciliationStatements, suppliers } from "@/services/db/schema";
import { crossCheckEInvoice, einvoiceMismatch, parseEInvoice, type ParsedEInvoice } from "./einvoice";
import { invoiceFilePurpose } from "./invoice-upload";

const st = alias(reconciliationStatements, "st");
const s = alias(suppliers, "s");
const c = alias(companies, "c");
const i = alias(reconciliationInvoices, "i");

type Head = { status: string; invoice_state: string; supplier_id: number; supplier_tax_id: string; company_name: string; company_tax_id: string; to_invoice: string };

/** The statement the e-invoice is for, with what its invoice must say; another supplier's answers 404. */
async function statementFor(db: Db, scope: Scope, id: number): Promise<Head> {
  const [head] = await rows<Head>(db, sql`
    select ${st.status}, ${st.invoiceState}, ${st.supplierId}, ${s.taxId} as supplier_tax_id, ${c.accountName} as company_name, ${c.taxId} as company_tax_id,
      (${st.payableAmount} - coalesce((select sum(${i.totalAmount}) from ${reconciliationInvoices} ${i} where ${i.statementId} = ${st.id} and ${i.status} <> 'returned'), 0))::numeric(18, 2)::text as to_invoice
    from ${reconciliationStatements} ${st} join ${suppliers} ${s} on ${s.id} = ${st.supplierId} join ${companies} ${c} on ${c.id} = ${st.companyId}
    where ${st.id} = ${id} and ${inScope(scope, sql`${st.companyId}`, sql`${st.supplierId}`)}`);
  if (!head) throw notFound();
  if (head.status !== "confirmed" || !["to_upload", "returned"].includes(head.invoice_state)) {
    throw new AppError("CONFLICT", "errors.statement.invoiceNotExpected", { status: head.status });
  }
  if (!head.supplier_tax_id) throw new AppError("CONFLICT", "errors.statement.supplierTaxIdMissing");
  return head;
}

const invoiceNoOf = (p: ParsedEInvoice) => (p.series ? `${p.series}-${p.number}` : p.number);

async function numberUsed(db: Db, supplierId: number, invoiceNo: string): Promise<boolean> {
  const [r] = await rows(db, sql`select 1 from ${reconciliationInvoices} where ${reconciliationInvoices.supplierId} = ${supplierId} and ${reconciliationInvoices.invoiceNo} = ${invoiceNo} and ${reconciliationInvoices.status} <> 'returned'`);
  return !!r;
}

/**
 * A supplier's structured e-invoice for its confirmed statement. The file is kept first (size counted as it
 * streams, XML proven by its bytes), then read by the hardened parser (no DTD, capped depth and nodes) and
 * checked against the portal: seller = the supplier's tax ID, buyer = the trading company, total = what is
 * still to invoice, number unused. Any refusal removes the file (requestUploads). The values read are kept
 * beside the file, and binding the invoice must repeat them exactly: an e-invoice is read, never retyped.
 */
export const readEInvoiceFile = defineRoute(invoiceOps.einvoice, {
  rights: [rights.reconciliationStatement.upload],
  audience: "supplier",
  handler: async ({ db, scope, params, query, upload, locale }) => {
    const head = await statementFor(db, scope, params.id);
    const kept: Uint8Array[] = [];
    const file = await upload({ purpose: invoiceFilePurpose, name: query.name, createdBy: scope.userId, companyId: scope.companyId, keep: kept });
    const parsed = parseEInvoice(Buffer.concat(kept));
    const invoiceNo = invoiceNoOf(parsed);
    const errors = crossCheckEInvoice(parsed, {
      supplierTaxId: head.supplier_tax_id,
      buyerName: head.company_name,
      buyerTaxId: head.company_tax_id || null,
      total: head.to_invoice,
      numberUsed: await numberUsed(db, head.supplier_id, invoiceNo),
    }, locale);
    if (errors.length) throw einvoiceMismatch(errors);
    const record: EInvoiceRecord = {
      format: parsed.format, invoiceNo, invoiceDate: parsed.issueDate, netAmount: parsed.totalNet, taxAmount: parsed.totalTax,
      totalAmount: parsed.total, sellerName: parsed.seller.name, buyerName: parsed.buyer.name, currency: parsed.currency,
    };
    await db.insert(reconciliationFiles).values({ fileId: file.id, companyId: scope.companyId, supplierId: head.supplier_id, einvoice: record, createdBy: scope.userId });
    return { ...record, fileId: file.id, name: file.name, size: file.size };
  },
});

/** Where a bound invoice departs from the e-invoice its file was read from: the fields, by name. */
export function alteredFields(read: EInvoiceRecord, bound: { invoiceNo: string; invoiceDate: string; netAmount: string; taxAmount: string; totalAmount: string }): string[] {
  const same = (a: string, b: string) => decCmp(a, b) === 0;
  return [
    read.invoiceNo !== bound.invoiceNo && "invoiceNo",
    read.invoiceDate !== bound.invoiceDate && "invoiceDate",
    !same(read.netAmount, bound.netAmount) && "netAmount",
    !same(read.taxAmount, bound.taxAmount) && "taxAmount",
    !same(read.totalAmount, bound.totalAmount) && "totalAmount",
  ].filter((f): f is string => !!f);
}
