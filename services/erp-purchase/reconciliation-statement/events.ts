import { rights } from "@/lib/rights/codes";
import type { EventType } from "@/services/core/events/define";
import { toStaff, toSupplier, type DocumentTable } from "@/services/core/events/recipients";
import { reconciliationStatements } from "@/services/db/schema";

export const reconciliationStatementAuditEntity = "reconciliation_statement" as const;

const statement: DocumentTable = { table: reconciliationStatements, no: reconciliationStatements.statementNo };
const toStatementSupplier = toSupplier(statement, [rights.reconciliationStatement.view]);
const toFinance = toStaff(statement, [rights.reconciliationStatement.view]);

/** Finance sends and reviews invoices; the supplier confirms, returns or disputes lines: each hears of the other. */
export const statementEvents: EventType[] = [
  { type: "statement_sent", entity: reconciliationStatementAuditEntity, actions: ["statementSend"], deliver: toStatementSupplier },
  { type: "statement_confirmed", entity: reconciliationStatementAuditEntity, actions: ["statementConfirm"], deliver: toFinance },
  { type: "statement_disputed", entity: reconciliationStatementAuditEntity, actions: ["statementReturn", "lineDispute"], deliver: toFinance },
  { type: "invoice_confirmed", entity: reconciliationStatementAuditEntity, actions: ["invoiceConfirm"], deliver: toStatementSupplier },
  { type: "invoice_returned", entity: reconciliationStatementAuditEntity, actions: ["invoiceReturn"], deliver: toStatementSupplier },
];
