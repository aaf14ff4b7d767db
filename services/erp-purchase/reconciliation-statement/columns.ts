import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { companies, reconciliationStatements, suppliers, users } from "@/services/db/schema";

export const st = alias(reconciliationStatements, "st");
export const sp = alias(suppliers, "sp");
export const co = alias(companies, "co");
export const fu = alias(users, "fu");
export const cu = alias(users, "cu");

/** The statement with its supplier, trading company and the finance user handling it. */
export const statementFrom = sql`${reconciliationStatements} ${st} join ${suppliers} ${sp} on ${sp.id} = ${st.supplierId}
  join ${companies} ${co} on ${co.id} = ${st.companyId}
  left join ${users} ${fu} on ${fu.id} = coalesce(${st.financeUserId}, ${st.createdBy})`;

/** Where the workflow waits: finance prepares or revises, the supplier reviews, then the invoice and its review. */
export const currentNode: SQL = sql`case
  when ${st.status} in ('draft', 'returned', 'revised') then 'finance'
  when ${st.status} = 'sent' then 'supplier'
  when ${st.status} = 'confirmed' and ${st.invoiceState} in ('to_upload', 'returned') then 'invoice'
  when ${st.status} = 'confirmed' and ${st.invoiceState} = 'uploaded' then 'invoiceReview'
  else 'done' end`;

export const runStatus: SQL = sql`case when ${st.status} = 'voided' then 'voided'
  when ${st.status} = 'confirmed' and ${st.invoiceState} = 'confirmed' then 'finished' else 'running' end`;

export const handler: SQL = sql`case
  when ${st.status} = 'sent' or (${st.status} = 'confirmed' and ${st.invoiceState} in ('to_upload', 'returned')) then ${sp.name}
  when ${st.status} = 'voided' or ${st.invoiceState} = 'confirmed' then ''
  else coalesce(${fu.name}, '') end`;

/** The list row's columns (also the detail header's). */
export const statementSelect = {
  statementNo: sql`${st.statementNo}`,
  statementDate: sql`${st.statementDate}`,
  status: sql`${st.status}`,
  invoiceState: sql`${st.invoiceState}`,
  venno: sql`${sp.venNo}`,
  venname: sql`${sp.name}`,
  companyName: sql`${co.accountName}`,
  periodFrom: sql`${st.periodFrom}`,
  periodTo: sql`${st.periodTo}`,
  currency: sql`${st.currency}`,
  taxRate: sql`${st.taxRate}`,
  discountRate: sql`${st.discountRate}`,
  totalAmount: sql`${st.totalAmount}`,
  discountAmount: sql`${st.discountAmount}`,
  payableAmount: sql`${st.payableAmount}`,
  taxAmount: sql`${st.taxAmount}`,
  netAmount: sql`${st.netAmount}`,
  invoicedAmount: sql`${st.invoicedAmount}`,
  lineCount: sql`${st.lineCount}`,
  currentNode,
  handler,
  runStatus,
  bank: sql`${st.bank}`,
  modifiedAt: sql`${st.modifiedAt}`,
};
