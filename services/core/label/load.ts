import { sql } from "drizzle-orm";
import type { LabelBatchDetail } from "@/lib/contracts/label/batch";
import type { LabelSourceType } from "@/lib/contracts/label/fields";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import { dateText, isoText } from "@/services/core/sql";

type BatchHead = Omit<LabelBatchDetail, "labels">;

/**
 * A batch of the caller's scope and of the screen's source types (another tenant's, or another screen's,
 * answers like a missing one), optionally locked.
 */
export async function loadLabelBatch(db: Db, scope: Scope, id: number, o: { lock?: boolean; sourceTypes: readonly LabelSourceType[] }): Promise<BatchHead> {
  if (o.sourceTypes.length === 0) throw notFound();
  const [b] = await rows<Record<string, unknown>>(db, sql`
    select b.id, b.source_type, b.source_id, b.doc_no, b.doc_line_no, b.pono, b.po_line_no, b.project_no, b.order_no, b.apply_no,
      b.itemno, b.itemdesc, b.quantity::text, b.per_bundle::text, b.per_pack::text, b.customer_label, b.company_code, b.work_no,
      b.net_weight::text, b.single_weight::text, ${dateText(sql`b.production_date`)} as production_date, b.batch_no, b.label_type,
      b.template, b.with_qr, b.with_gs1, b.count, ${isoText(sql`b.created_at`)} as created_at, s.ven_no, s.short_name
    from label_batches b join suppliers s on s.id = b.supplier_id
    where b.id = ${id} and ${inScope(scope, sql`b.company_id`, sql`b.supplier_id`)}
      and b.source_type in (${sql.join(o.sourceTypes.map((v) => sql`${v}`), sql`, `)})
    ${o.lock ? sql`for update of b` : sql``}`);
  if (!b) throw notFound();
  return {
    id: Number(b.id), sourceType: String(b.source_type), noticeId: Number(b.source_id), noticeNo: String(b.doc_no),
    noticeLineNo: Number(b.doc_line_no), pono: String(b.pono), poLineNo: Number(b.po_line_no), projectNo: String(b.project_no),
    orderNo: String(b.order_no), applyNo: String(b.apply_no), itemno: String(b.itemno), itemdesc: String(b.itemdesc),
    venno: String(b.ven_no), vensname: String(b.short_name), quantity: String(b.quantity), perBundle: String(b.per_bundle),
    perPack: String(b.per_pack), customerLabel: String(b.customer_label), companyCode: String(b.company_code), workNo: String(b.work_no),
    netWeight: String(b.net_weight), singleWeight: String(b.single_weight), productionDate: String(b.production_date),
    batchNo: String(b.batch_no), labelType: b.label_type as BatchHead["labelType"], template: b.template as BatchHead["template"],
    withQr: b.with_qr === true, withGs1: b.with_gs1 === true, count: Number(b.count), createdAt: String(b.created_at),
  };
}

/** The labels of a batch, seq from..to, with their print counts. */
export async function loadLabels(db: Db, batchId: number, from = 1, to = 500): Promise<LabelBatchDetail["labels"]> {
  const found = await rows<{ id: number; serial: string; seq: number; quantity: string; print_count: number; count: number }>(db, sql`
    select l.id, l.serial, l.seq, l.quantity::text as quantity, l.print_count, b.count
    from labels l join label_batches b on b.id = l.batch_id
    where l.batch_id = ${batchId} and l.seq between ${from} and ${to} order by l.seq`);
  return found.map((l) => ({
    id: Number(l.id), serial: l.serial, seq: Number(l.seq), count: Number(l.count), quantity: l.quantity,
    printCount: Number(l.print_count), reprint: Number(l.print_count) > 1,
  }));
}

export async function loadLabelBatchDetail(db: Db, scope: Scope, id: number, sourceTypes: readonly LabelSourceType[]): Promise<LabelBatchDetail> {
  const head = await loadLabelBatch(db, scope, id, { sourceTypes });
  return { ...head, labels: await loadLabels(db, id) };
}
