import { sql } from "drizzle-orm";
import type { z } from "zod";
import { effectiveCount, labelFieldsShape, maxLabelCount } from "@/lib/contracts/label/fields";
import type { Translate } from "@/lib/contracts/issues";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";
import type { LabelSourceLine } from "./source";
import { labelBatches, labels } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { labelBatchAuditEntity } from "./events";

type Fields = { [K in keyof typeof labelFieldsShape]: z.output<(typeof labelFieldsShape)[K]> };

/** Serial text from the sequence: the letter L and 11 digits, so Code128 packs the digits in pairs. */
export const serialExpr = sql`'L' || lpad(nextval('label_serial_seq')::text, 11, '0')`;

/**
 * One batch of labels for a source line, in the caller's transaction: the batch row, then every label
 * with a serial from the sequence (concurrency-safe, never reused) and its quantity: per-pack, the last
 * one the remainder of the line.
 */
export async function createLabelBatch(tx: Db, scope: Scope, t: Translate, src: LabelSourceLine, f: Fields): Promise<number> {
  const count = effectiveCount(f.count, src.quantity, f.perPack);
  if (count < 1) throw new AppError("VALIDATION", "errors.validation", {}, { count: [t("validation.label.countInvalid")] });
  if (count > maxLabelCount) throw new AppError("VALIDATION", "errors.validation", {}, { count: [t("validation.label.downloadTooMany")] });
  const [batch] = await rows<{ id: number }>(tx, sql`
    insert into ${labelBatches} (${bare(labelBatches.companyId)}, ${bare(labelBatches.supplierId)}, ${bare(labelBatches.sourceType)}, ${bare(labelBatches.sourceId)}, ${bare(labelBatches.sourceLineId)}, ${bare(labelBatches.docNo)}, ${bare(labelBatches.docLineNo)}, ${bare(labelBatches.pono)}, ${bare(labelBatches.poLineNo)}, ${bare(labelBatches.projectNo)}, ${bare(labelBatches.orderNo)}, ${bare(labelBatches.applyNo)}, ${bare(labelBatches.itemno)}, ${bare(labelBatches.itemdesc)}, ${bare(labelBatches.quantity)}, ${bare(labelBatches.perBundle)}, ${bare(labelBatches.perPack)}, ${bare(labelBatches.customerLabel)}, ${bare(labelBatches.companyCode)}, ${bare(labelBatches.workNo)}, ${bare(labelBatches.netWeight)}, ${bare(labelBatches.singleWeight)}, ${bare(labelBatches.productionDate)}, ${bare(labelBatches.batchNo)}, ${bare(labelBatches.labelType)}, ${bare(labelBatches.template)}, ${bare(labelBatches.withQr)}, ${bare(labelBatches.withGs1)}, ${bare(labelBatches.count)}, ${bare(labelBatches.createdBy)}, ${bare(labelBatches.modifiedBy)})
    values (${src.companyId}, ${src.supplierId}, ${src.sourceType}, ${src.sourceId}, ${src.sourceLineId}, ${src.docNo},
      ${src.docLineNo}, ${src.pono}, ${src.poLineNo}, ${src.projectNo}, ${src.orderNo}, ${src.applyNo}, ${src.itemno},
      ${src.itemdesc}, ${src.quantity}, ${f.perBundle}, ${f.perPack}, ${f.customerLabel}, ${f.companyCode}, ${f.workNo},
      ${f.netWeight}, ${f.singleWeight}, ${f.productionDate}, ${f.batchNo}, ${f.labelType}, ${f.template}, ${f.withQr},
      ${f.withGs1}, ${count}, ${scope.userId}, ${scope.userId})
    returning ${labelBatches.id} as id`);
  const batchId = Number(batch!.id);
  await tx.execute(sql`
    insert into ${labels} (${bare(labels.batchId)}, ${bare(labels.seq)}, ${bare(labels.serial)}, ${bare(labels.quantity)})
    select ${batchId}, g, ${serialExpr},
      case when q.qty - q.pack * (g - 1) > 0 then least(q.pack, q.qty - q.pack * (g - 1)) else q.pack end
    from generate_series(1, ${count}::int) g, (select ${src.quantity}::numeric as qty, ${f.perPack}::numeric as pack) q
    order by g`);
  await writeAudit(tx, {
    actor: scope,
    companyId: src.companyId,
    entity: labelBatchAuditEntity,
    entityId: batchId,
    action: "create",
    to: String(count),
    detail: { sourceType: src.sourceType, docNo: src.docNo, docLineNo: src.docLineNo, count },
  });
  return batchId;
}
