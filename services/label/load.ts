import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LabelBatchDetail } from "@/lib/contracts/label/batch";
import type { LabelSourceType } from "@/lib/contracts/label/fields";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { dateText, isoText } from "@/services/core/sql";
import { labelBatches, labels, suppliers } from "@/services/db/schema";

const b = alias(labelBatches, "b");
const s = alias(suppliers, "s");
const l = alias(labels, "l");

type BatchHead = Omit<LabelBatchDetail, "labels">;

/**
 * A batch of the caller's scope and of the screen's source types (another tenant's, or another screen's,
 * answers like a missing one), optionally locked.
 */
export async function loadLabelBatch(db: Db, scope: Scope, id: number, o: { lock?: boolean; sourceTypes: readonly LabelSourceType[] }): Promise<BatchHead> {
  if (o.sourceTypes.length === 0) throw notFound();
  const [batch] = await rows<Record<string, unknown>>(db, sql`
    select ${b.id}, ${b.sourceType}, ${b.sourceId}, ${b.docNo}, ${b.docLineNo}, ${b.pono}, ${b.poLineNo}, ${b.projectNo}, ${b.orderNo}, ${b.applyNo},
      ${b.itemno}, ${b.itemdesc}, ${b.quantity}::text, ${b.perBundle}::text, ${b.perPack}::text, ${b.customerLabel}, ${b.companyCode}, ${b.workNo},
      ${b.netWeight}::text, ${b.singleWeight}::text, ${dateText(sql`${b.productionDate}`)} as production_date, ${b.batchNo}, ${b.labelType},
      ${b.template}, ${b.withQr}, ${b.withGs1}, ${b.count}, ${isoText(sql`${b.createdAt}`)} as created_at, ${s.venNo}, ${s.shortName}
    from ${labelBatches} ${b} join ${suppliers} ${s} on ${s.id} = ${b.supplierId}
    where ${b.id} = ${id} and ${inScope(scope, sql`${b.companyId}`, sql`${b.supplierId}`)}
      and ${b.sourceType} in (${sql.join(o.sourceTypes.map((v) => sql`${v}`), sql`, `)})
    ${o.lock ? sql`for update of b` : sql``}`);
  if (!batch) throw notFound();
  return {
    id: Number(batch.id), sourceType: String(batch.source_type), noticeId: Number(batch.source_id), noticeNo: String(batch.doc_no),
    noticeLineNo: Number(batch.doc_line_no), pono: String(batch.pono), poLineNo: Number(batch.po_line_no), projectNo: String(batch.project_no),
    orderNo: String(batch.order_no), applyNo: String(batch.apply_no), itemno: String(batch.itemno), itemdesc: String(batch.itemdesc),
    venno: String(batch.ven_no), vensname: String(batch.short_name), quantity: String(batch.quantity), perBundle: String(batch.per_bundle),
    perPack: String(batch.per_pack), customerLabel: String(batch.customer_label), companyCode: String(batch.company_code), workNo: String(batch.work_no),
    netWeight: String(batch.net_weight), singleWeight: String(batch.single_weight), productionDate: String(batch.production_date),
    batchNo: String(batch.batch_no), labelType: batch.label_type as BatchHead["labelType"], template: batch.template as BatchHead["template"],
    withQr: batch.with_qr === true, withGs1: batch.with_gs1 === true, count: Number(batch.count), createdAt: String(batch.created_at),
  };
}

/** The labels of a batch, seq from..to, with their print counts. */
export async function loadLabels(db: Db, batchId: number, from = 1, to = 500): Promise<LabelBatchDetail["labels"]> {
  const found = await rows<{ id: number; serial: string; seq: number; quantity: string; print_count: number; count: number }>(db, sql`
    select ${l.id}, ${l.serial}, ${l.seq}, ${l.quantity}::text as quantity, ${l.printCount}, ${b.count}
    from ${labels} ${l} join ${labelBatches} ${b} on ${b.id} = ${l.batchId}
    where ${l.batchId} = ${batchId} and ${l.seq} between ${from} and ${to} order by ${l.seq}`);
  return found.map((l) => ({
    id: Number(l.id), serial: l.serial, seq: Number(l.seq), count: Number(l.count), quantity: l.quantity,
    printCount: Number(l.print_count), reprint: Number(l.print_count) > 1,
  }));
}

export async function loadLabelBatchDetail(db: Db, scope: Scope, id: number, sourceTypes: readonly LabelSourceType[]): Promise<LabelBatchDetail> {
  const head = await loadLabelBatch(db, scope, id, { sourceTypes });
  return { ...head, labels: await loadLabels(db, id) };
}
