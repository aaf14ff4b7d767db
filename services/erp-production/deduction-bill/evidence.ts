import { sql } from "drizzle-orm";
import { deductionBillOps, deductionFilePath } from "@/lib/contracts/erp-production/deduction-bill";
import { rights } from "@/lib/rights/codes";
import { notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { serveStored } from "@/services/core/storage";
import { rows } from "@/services/db/rows";
import { deductionBillFiles } from "@/services/db/schema";

export const evidencePurpose = "deduction-evidence";

/** The buyer uploads evidence before issuing: size while it streams, then magic bytes (PNG, JPEG, PDF). */
export const uploadDeductionEvidence = defineRoute(deductionBillOps.uploadEvidence, {
  rights: [rights.deductionBill.add],
  audience: "internal",
  handler: async ({ db, scope, query, upload }) => {
    const file = await upload({ purpose: evidencePurpose, name: query.name, createdBy: scope.userId, companyId: scope.companyId });
    await db.insert(deductionBillFiles).values({ fileId: file.id, companyId: scope.companyId, createdBy: scope.userId });
    return { id: file.id, name: file.name, kind: file.kind, size: file.size, url: deductionFilePath(file.id) };
  },
});

/** Evidence of a bill the caller may see; an unbound file only for its uploader. Anything else is a 404. */
export const getDeductionFile = defineRoute(deductionBillOps.file, {
  rights: [rights.deductionBill.view],
  handler: async ({ db, req, scope, params }) => {
    const [row] = await rows<{ ok: boolean }>(db, sql`
      select true as ok from deduction_bill_files f left join deduction_bills b on b.id = f.bill_id
      where f.file_id = ${params.fileId} and f.company_id = ${scope.companyId}
        and ((f.bill_id is null and f.created_by = ${scope.userId}) or (f.bill_id is not null and ${inScope(scope, sql`b.company_id`, sql`b.supplier_id`)}))`);
    if (!row) throw notFound();
    const answer = await serveStored(db, req, params.fileId, { purpose: evidencePurpose });
    if (!answer) throw notFound();
    return answer;
  },
});
