import type { AnyRoute } from "@/services/core/route";
import { answerStatementDispute } from "./answer";
import { confirmStatement } from "./confirm";
import { getStatement, getStatementAudit } from "./detail";
import { disputeStatementLine } from "./dispute";
import { generateStatement } from "./generate";
import { bindInvoices } from "./invoice-bind";
import { confirmInvoice } from "./invoice-confirm";
import { readEInvoiceFile } from "./invoice-einvoice";
import { getInvoiceFile } from "./invoice-file";
import { getInvoiceNotices } from "./invoice-notices";
import { returnInvoice } from "./invoice-return";
import { uploadInvoiceFile } from "./invoice-upload";
import { statementListRoutes } from "./list";
import { returnStatement } from "./return";
import { reviseStatement } from "./revise";
import { sendStatement } from "./send";
import { voidStatement } from "./void";
import { withdrawStatement } from "./withdraw";

/** The reconciliation-statement module's routes, fixed paths before `/:id` ones. */
export const reconciliationStatementRoutes: AnyRoute[] = [
  statementListRoutes.list, statementListRoutes.export, generateStatement, uploadInvoiceFile, readEInvoiceFile, getInvoiceFile, getInvoiceNotices,
  getStatement, getStatementAudit, sendStatement, withdrawStatement, confirmStatement, returnStatement, reviseStatement, voidStatement,
  disputeStatementLine, answerStatementDispute, bindInvoices, confirmInvoice, returnInvoice,
];
