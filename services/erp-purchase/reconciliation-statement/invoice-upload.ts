import { invoiceOps } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { uploadMayRunScripts } from "@/services/core/storage";
import { reconciliationFiles } from "@/services/db/schema";

export const invoiceFilePurpose = "reconciliation-invoice";

/**
 * An invoice image or PDF, or dispute evidence, uploaded by a supplier account: the size is counted as the
 * body streams (refused at the first byte over 10 MB), the kind is proven by the magic bytes and the
 * file's end (a renamed executable, a PNG with HTML appended, an empty body are refused; nothing stays
 * stored). A PDF that may run scripts is accepted but flagged: it is only ever served as a download.
 */
export const uploadInvoiceFile = defineRoute(invoiceOps.upload, {
  rights: [rights.reconciliationStatement.upload, rights.reconciliationStatement.confirm],
  audience: "supplier",
  handler: async ({ db, scope, query, upload }) => {
    const file = await upload({ purpose: invoiceFilePurpose, name: query.name, createdBy: scope.userId, companyId: scope.companyId });
    const scripted = await uploadMayRunScripts(db, file, invoiceFilePurpose);
    await db.insert(reconciliationFiles).values({ fileId: file.id, companyId: scope.companyId, supplierId: scope.supplierId ?? 0, scripted, createdBy: scope.userId });
    return { id: file.id, kind: file.kind, size: file.size, name: file.name, scripted };
  },
});
