import { sql } from "drizzle-orm";
import { deductionBillOps, deductionFilePath } from "@/lib/contracts/erp-production/deduction-bill";
import { rights } from "@/lib/rights/codes";
import { AppError, notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { fileResponse, openStored, removeStored, storeUpload } from "@/services/core/storage";
import { rows } from "@/services/db/rows";
import { deductionBillFiles } from "@/services/db/schema";

export const evidencePurpose = "deduction-evidence";

/** The buyer uploads evidence before issuing: size while it streams, then magic bytes (PNG, JPEG, PDF). */
export const uploadDeductionEvidence = defineRoute(deductionBillOps.uploadEvidence, {
  rights: [rights.deductionBill.add],
  audience: "internal",
  handler: async ({ db, req, scope, query }) => {
    if (!req.body) throw new AppError("VALIDATION", "validation.upload.empty");
    const { accept, maxBytes } = deductionBillOps.uploadEvidence.upload!;
    const file = await storeUpload(db, req.body, { accept, maxBytes, purpose: evidencePurpose, name: query.name, createdBy: scope.userId, companyId: scope.companyId });
    try {
      await db.insert(deductionBillFiles).values({ fileId: file.id, companyId: scope.companyId, createdBy: scope.userId });
    } catch (err) {
      await removeStored(db, file.id);
      throw err;
    }
    return { id: file.id, name: file.name, kind: file.kind, size: file.size, url: deductionFilePath(file.id) };
  },
});

/** Evidence of a bill the caller may see; an unbound file only for its uploader. Anything else is a 404. */
export const getDeductionFile = defineRoute(deductionBillOps.file, {
  rights: [rights.deductionBill.view],
  handler: async ({ db, scope, params }) => {
    const [row] = await rows<{ ok: boolean }>(db, sql`
      select true as ok from deduction_bill_files f left join deduction_bills b on b.id = f.bill_id
      where f.file_id = ${params.fileId} and f.company_id = ${scope.companyId}
        and ((f.bill_id is null and f.created_by = ${scope.userId}) or (f.bill_id is not null and ${inScope(scope, sql`b.company_id`, sql`b.supplier_id`)}))`);
    if (!row) throw notFound();
    const found = await openStored(db, params.fileId, { purpose: evidencePurpose });
    if (!found) throw notFound();
    return fileResponse(found);
  },
});
