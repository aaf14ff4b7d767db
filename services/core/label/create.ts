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
    insert into label_batches (company_id, supplier_id, source_type, source_id, source_line_id, doc_no, doc_line_no, pono,
      po_line_no, project_no, order_no, apply_no, itemno, itemdesc, quantity, per_bundle, per_pack, customer_label,
      company_code, work_no, net_weight, single_weight, production_date, batch_no, label_type, template, with_qr, with_gs1,
      count, created_by, modified_by)
    values (${src.companyId}, ${src.supplierId}, ${src.sourceType}, ${src.sourceId}, ${src.sourceLineId}, ${src.docNo},
      ${src.docLineNo}, ${src.pono}, ${src.poLineNo}, ${src.projectNo}, ${src.orderNo}, ${src.applyNo}, ${src.itemno},
      ${src.itemdesc}, ${src.quantity}, ${f.perBundle}, ${f.perPack}, ${f.customerLabel}, ${f.companyCode}, ${f.workNo},
      ${f.netWeight}, ${f.singleWeight}, ${f.productionDate}, ${f.batchNo}, ${f.labelType}, ${f.template}, ${f.withQr},
      ${f.withGs1}, ${count}, ${scope.userId}, ${scope.userId})
    returning id`);
  const batchId = Number(batch!.id);
  await tx.execute(sql`
    insert into labels (batch_id, seq, serial, quantity)
    select ${batchId}, g, ${serialExpr},
      case when q.qty - q.pack * (g - 1) > 0 then least(q.pack, q.qty - q.pack * (g - 1)) else q.pack end
    from generate_series(1, ${count}::int) g, (select ${src.quantity}::numeric as qty, ${f.perPack}::numeric as pack) q
    order by g`);
  await writeAudit(tx, {
    actor: scope,
    companyId: src.companyId,
    entity: "label_batch",
    entityId: batchId,
    action: "create",
    to: String(count),
    detail: { sourceType: src.sourceType, docNo: src.docNo, docLineNo: src.docLineNo, count },
  });
  return batchId;
}
