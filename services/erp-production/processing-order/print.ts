import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { processingPrintOps, type ProcessingPrintOrder } from "@/lib/contracts/erp-production/processing-print";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { AppError, notFound } from "@/services/core/errors";
import { rows } from "@/services/db/rows";
import { inScope } from "@/services/core/list";
import { ledgerOf } from "./quantity-log";
import { companies, processingOrders, suppliers } from "@/services/db/schema";

const p = alias(processingOrders, "p");
const s = alias(suppliers, "s");
const c = alias(companies, "c");

type Row = Omit<ProcessingPrintOrder, "entries">;

/**
 * The orders of one print, in the order asked for. All or nothing: an id outside the caller's scope makes
 * the whole print answer 404, as a missing one does; the carton flow sheet refuses a non-carton order (409).
 */
export const printProcessingOrders = defineRoute(processingPrintOps.print, {
  rights: [rights.processingOrder.print],
  handler: async ({ db, scope, query }) => {
    const wanted = sql.join(query.ids.map((i) => sql`${i}`), sql`, `);
    const found = await rows<Row>(db, sql`
      select ${p.id}, ${c.accountName} as "companyName", ${c.code} as "companyCode", ${s.venNo} as venno, ${s.name} as "supplierName",
        ${p.outNo} as "outNo", ${p.lineNo} as "lineNo", ${p.outboundDate}::text as "outboundDate", ${p.completionDate}::text as "completionDate",
        ${p.materialNo} as "materialNo", ${p.processingType} as "processingType", ${p.valuationType} as "valuationType", ${p.projectNo} as "projectNo",
        ${p.itemNo} as "itemNo", ${p.part}, ${p.receiveStatus} as "receiveStatus", ${p.processId} as "processId", ${p.processName} as "processName", ${p.unit},
        ${p.outboundQty}::text as "outboundQty", ${p.completedQty}::text as "completedQty", (${p.outboundQty} - ${p.completedQty})::text as "unfinishedQty",
        ${p.orderQty}::text as "orderQty", ${p.deliveryQty}::text as "deliveryQty", ${p.productBarcode} as "productBarcode", ${p.weight}::text as weight,
        ${p.unitPrice}::text as "unitPrice", ${p.amount}::text as amount, ${p.priceSettingNo} as "priceSettingNo", ${p.businessUnit} as "businessUnit",
        ${p.printColour} as "printColour", ${p.printSize} as "printSize", ${p.cutSize} as "cutSize", ${p.productName} as "productName",
        ${p.customerName} as "customerName", ${p.carton}, ${p.boxStyle} as "boxStyle", ${p.flute}, ${p.boardGrade} as "boardGrade", ${p.paper},
        ${p.surfaceFinish} as "surfaceFinish", ${p.lengthMm}::text as "lengthMm", ${p.widthMm}::text as "widthMm", ${p.heightMm}::text as "heightMm",
        ${p.packQty} as "packQty", ${p.sampleQty} as "sampleQty", ${p.remark}
      from ${processingOrders} ${p} join ${suppliers} ${s} on ${s.id} = ${p.supplierId} join ${companies} ${c} on ${c.id} = ${p.companyId}
      where ${p.id} in (${wanted}) and ${inScope(scope, sql`${p.companyId}`, sql`${p.supplierId}`)}`);
    if (found.length !== query.ids.length) throw notFound();
    const notCarton = query.form === "carton" ? found.find((o) => !o.carton) : undefined;
    if (notCarton) throw new AppError("CONFLICT", "errors.notCartonOrder", { outNo: notCarton.outNo });
    const ledger = query.form === "outsourced" ? await ledgerOf(db, query.ids, "asc") : new Map<number, never[]>();
    const byId = new Map(found.map((o) => [Number(o.id), o]));
    return query.ids.map((id) => {
      const o = byId.get(id)!;
      return { ...o, id, lineNo: Number(o.lineNo), packQty: Number(o.packQty), sampleQty: Number(o.sampleQty), entries: ledger.get(id) ?? [] };
    });
  },
});
