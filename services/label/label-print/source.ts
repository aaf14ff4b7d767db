import { sql } from "drizzle-orm";
import type { LabelOrder, ProcessingLabelKind } from "@/lib/contracts/label/label-print";
import type { Translate } from "@/lib/contracts/issues";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError, notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import type { LabelSourceLine } from "@/services/core/label/source";

/** What a kind's labels count: finished goods are what was completed, the others what was sent out. */
const quantityOf = (kind: ProcessingLabelKind) => (kind === "finished" ? sql`o.completed_qty` : sql`o.outbound_qty`);

/**
 * The processing source: an order line of the caller's scope, not rejected, whose project is the one
 * entered. A missing order, another tenant's and a rejected one are the same field error.
 */
export async function processingSourceLine(db: Db, scope: Scope, t: Translate, kind: ProcessingLabelKind, orderId: number, projectNo: string): Promise<LabelSourceLine> {
  const [o] = await rows<Record<string, unknown>>(db, sql`
    select o.id, o.company_id, o.supplier_id, o.out_no, o.line_no, o.project_no, o.item_no, o.material_no, o.process_name,
      ${quantityOf(kind)}::text as qty
    from processing_orders o
    where o.id = ${orderId} and o.receive_status <> 'rejected' and ${inScope(scope, sql`o.company_id`, sql`o.supplier_id`)}`);
  if (!o) throw new AppError("VALIDATION", "errors.validation", {}, { orderId: [t("validation.label.order")] });
  if (String(o.project_no) !== projectNo) throw new AppError("VALIDATION", "errors.validation", {}, { projectNo: [t("validation.label.projectMismatch")] });
  return {
    sourceType: kind, companyId: Number(o.company_id), supplierId: Number(o.supplier_id), sourceId: Number(o.id), sourceLineId: Number(o.id),
    docNo: String(o.out_no), docLineNo: Number(o.line_no), pono: "", poLineNo: 0, projectNo: String(o.project_no), orderNo: String(o.out_no),
    applyNo: "", itemno: String(o.item_no), itemdesc: `${String(o.material_no)} ${String(o.process_name)}`.trim(), quantity: String(o.qty),
  };
}

/** A processing order by number with its lines and the labels of the kind each has, for the form; 404 out of scope. */
export async function processingSourceOrder(db: Db, scope: Scope, outNo: string, kind: ProcessingLabelKind): Promise<LabelOrder> {
  const lines = await rows<Record<string, unknown>>(db, sql`
    select o.id, o.out_no, o.line_no, o.project_no, o.item_no, o.material_no, o.process_name, o.unit, o.receive_status,
      o.outbound_qty::text as outbound_qty, o.completed_qty::text as completed_qty, ${quantityOf(kind)}::text as qty, s.ven_no, s.short_name,
      (select coalesce(sum(b.count), 0)::int from label_batches b where b.source_type = ${kind} and b.source_line_id = o.id) as label_count
    from processing_orders o join suppliers s on s.id = o.supplier_id
    where o.out_no = ${outNo} and o.receive_status <> 'rejected' and ${inScope(scope, sql`o.company_id`, sql`o.supplier_id`)}
    order by o.line_no`);
  const first = lines[0];
  if (!first) throw notFound();
  return {
    outNo: String(first.out_no), venno: String(first.ven_no), vensname: String(first.short_name),
    lines: lines.map((l) => ({
      id: Number(l.id), lineNo: Number(l.line_no), projectNo: String(l.project_no), itemNo: String(l.item_no), materialNo: String(l.material_no),
      processName: String(l.process_name), unit: String(l.unit), receiveStatus: String(l.receive_status), outboundQty: String(l.outbound_qty),
      completedQty: String(l.completed_qty), quantity: String(l.qty), labelCount: Number(l.label_count),
    })),
  };
}
