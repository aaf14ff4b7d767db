import { sql } from "drizzle-orm";
import { invoiceOps } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { rights } from "@/lib/rights/codes";
import { notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { serveStored } from "@/services/core/storage";
import { rows } from "@/services/db/rows";
import { invoiceFilePurpose } from "./invoice-upload";
import { reconciliationFiles } from "@/services/db/schema";

/**
 * An invoice or evidence file for its supplier and the company's finance staff (anyone else: 404). Images
 * are shown in the page; a script-free PDF opens inline in the page's viewer without a sandbox (a sandboxed
 * PDF is not rendered at all); a PDF that may run scripts is only a download, nosniff.
 */
export const getInvoiceFile = defineRoute(invoiceOps.file, {
  rights: [rights.reconciliationStatement.view],
  handler: async ({ db, req, scope, params }) => {
    const [row] = await rows<{ scripted: boolean }>(db, sql`select ${reconciliationFiles.scripted} from ${reconciliationFiles}
      where ${reconciliationFiles.fileId} = ${params.fileId} and ${inScope(scope, sql`${reconciliationFiles.companyId}`, sql`${reconciliationFiles.supplierId}`)}`);
    if (!row) throw notFound();
    // An XML could carry XHTML and script: the preview rule only ever answers it as a download.
    const answer = await serveStored(db, req, params.fileId, { purpose: invoiceFilePurpose }, { scripted: row.scripted });
    if (!answer) throw notFound();
    return answer;
  },
});
