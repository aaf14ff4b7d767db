import { and, asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LabelOrder, ProcessingLabelKind } from "@/lib/contracts/label/label-print";
import type { Translate } from "@/lib/contracts/issues";
import type { Db } from "@/services/db/client";
import { labelBatches, processingOrders, suppliers } from "@/services/db/schema";
import { AppError, notFound } from "@/services/core/errors";
import { inScope, type Scope } from "@/services/core/list";
import type { LabelSourceLine } from "../source";

const o = alias(processingOrders, "o");
const s = alias(suppliers, "s");
const b = alias(labelBatches, "b");

/** What a kind's labels count: finished goods are what was completed, the others what was sent out. */
const quantityOf = (kind: ProcessingLabelKind) => sql<string>`${kind === "finished" ? o.completedQty : o.outboundQty}::text`;

const inOrderScope = (scope: Scope) => inScope(scope, sql`${o.companyId}`, sql`${o.supplierId}`);

/**
 * The processing source: an order line of the caller's scope, not rejected, whose project is the one
 * entered. A missing order, another tenant's and a rejected one are the same field error.
 */
export async function processingSourceLine(db: Db, scope: Scope, t: Translate, kind: ProcessingLabelKind, orderId: number, projectNo: string): Promise<LabelSourceLine> {
  const [line] = await db.select({
    id: o.id, companyId: o.companyId, supplierId: o.supplierId, outNo: o.outNo, lineNo: o.lineNo, projectNo: o.projectNo, itemNo: o.itemNo,
    materialNo: o.materialNo, processName: o.processName, quantity: quantityOf(kind),
  }).from(o).where(and(eq(o.id, orderId), ne(o.receiveStatus, "rejected"), inOrderScope(scope)));
  if (!line) throw new AppError("VALIDATION", "errors.validation", {}, { orderId: [t("validation.label.order")] });
  if (line.projectNo !== projectNo) throw new AppError("VALIDATION", "errors.validation", {}, { projectNo: [t("validation.label.projectMismatch")] });
  return {
    sourceType: kind, companyId: line.companyId, supplierId: line.supplierId, sourceId: line.id, sourceLineId: line.id,
    docNo: line.outNo, docLineNo: line.lineNo, pono: "", poLineNo: 0, projectNo: line.projectNo, orderNo: line.outNo,
    applyNo: "", itemno: line.itemNo, itemdesc: `${line.materialNo} ${line.processName}`.trim(), quantity: line.quantity,
  };
}

/** A processing order by number with its lines and the labels of the kind each has, for the form; 404 out of scope. */
export async function processingSourceOrder(db: Db, scope: Scope, outNo: string, kind: ProcessingLabelKind): Promise<LabelOrder> {
  const found = await db.select({
    order: { outNo: o.outNo, venno: s.venNo, vensname: s.shortName },
    line: {
      id: o.id, lineNo: o.lineNo, projectNo: o.projectNo, itemNo: o.itemNo, materialNo: o.materialNo, processName: o.processName, unit: o.unit,
      receiveStatus: o.receiveStatus, outboundQty: sql<string>`${o.outboundQty}::text`, completedQty: sql<string>`${o.completedQty}::text`,
      quantity: quantityOf(kind),
      labelCount: sql<number>`(select coalesce(sum(${b.count}), 0)::int from ${labelBatches} ${b} where ${b.sourceType} = ${kind} and ${b.sourceLineId} = ${o.id})`,
    },
  }).from(o).innerJoin(s, eq(s.id, o.supplierId))
    .where(and(eq(o.outNo, outNo), ne(o.receiveStatus, "rejected"), inOrderScope(scope))).orderBy(asc(o.lineNo));
  const first = found[0];
  if (!first) throw notFound();
  return { ...first.order, lines: found.map((r) => r.line) };
}
