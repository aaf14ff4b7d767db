import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { deductionBillOps, deductionFilePath } from "@/lib/contracts/erp-production/deduction-bill";
import { rights } from "@/lib/rights/codes";
import { notFound } from "@/services/core/errors";
import { inScope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { serveStored } from "@/services/core/storage";
import { rows } from "@/services/db/rows";
import { deductionBillFiles, deductionBills } from "@/services/db/schema";

const f = alias(deductionBillFiles, "f");
const b = alias(deductionBills, "b");

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
      select true as ok from ${deductionBillFiles} ${f} left join ${deductionBills} ${b} on ${b.id} = ${f.billId}
      where ${f.fileId} = ${params.fileId} and ${f.companyId} = ${scope.companyId}
        and ((${f.billId} is null and ${f.createdBy} = ${scope.userId}) or (${f.billId} is not null and ${inScope(scope, sql`${b.companyId}`, sql`${b.supplierId}`)}))`);
    if (!row) throw notFound();
    const answer = await serveStored(db, req, params.fileId, { purpose: evidencePurpose });
    if (!answer) throw notFound();
    return answer;
  },
});
