import { sql, type SQL } from "drizzle-orm";
import { processingLabelKinds, type LabelPrintFilters } from "@/lib/contracts/label/label-print";
import { and, inScope, startsWith, type Scope } from "@/services/core/list";
import { b, holdsSerial } from "../batch-list";

export { b };

/** Tenant scope and the filters on label_batches `b` alone; a serial finds the batch holding it. */
export function labelPrintWhere(scope: Scope, f: LabelPrintFilters): SQL {
  return and([
    inScope(scope, sql`${b.companyId}`, sql`${b.supplierId}`),
    f.kind ? sql`${b.sourceType} = ${f.kind}` : sql`${b.sourceType} in (${sql.join(processingLabelKinds.map((k) => sql`${k}`), sql`, `)})`,
    f.outNo && startsWith(sql`${b.docNo}`, f.outNo),
    f.projectNo && startsWith(sql`${b.projectNo}`, f.projectNo),
    f.batchNo && sql`${b.batchNo} = ${f.batchNo}`,
    f.serial && holdsSerial(f.serial),
  ]);
}
