import { sql } from "drizzle-orm";
import { processingPrintOps, type ProcessingPrintOrder } from "@/lib/contracts/erp-production/processing-print";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { AppError, notFound } from "@/services/core/errors";
import { rows } from "@/services/db/rows";
import { inScope } from "@/services/core/list";
import { ledgerOf } from "./quantity-log";

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
      select p.id, c.account_name as "companyName", c.code as "companyCode", s.ven_no as venno, s.name as "supplierName",
        p.out_no as "outNo", p.line_no as "lineNo", p.outbound_date::text as "outboundDate", p.completion_date::text as "completionDate",
        p.material_no as "materialNo", p.processing_type as "processingType", p.valuation_type as "valuationType", p.project_no as "projectNo",
        p.item_no as "itemNo", p.part, p.receive_status as "receiveStatus", p.process_id as "processId", p.process_name as "processName", p.unit,
        p.outbound_qty::text as "outboundQty", p.completed_qty::text as "completedQty", (p.outbound_qty - p.completed_qty)::text as "unfinishedQty",
        p.order_qty::text as "orderQty", p.delivery_qty::text as "deliveryQty", p.product_barcode as "productBarcode", p.weight::text as weight,
        p.unit_price::text as "unitPrice", p.amount::text as amount, p.price_setting_no as "priceSettingNo", p.business_unit as "businessUnit",
        p.print_colour as "printColour", p.print_size as "printSize", p.cut_size as "cutSize", p.product_name as "productName",
        p.customer_name as "customerName", p.carton, p.box_style as "boxStyle", p.flute, p.board_grade as "boardGrade", p.paper,
        p.surface_finish as "surfaceFinish", p.length_mm::text as "lengthMm", p.width_mm::text as "widthMm", p.height_mm::text as "heightMm",
        p.pack_qty as "packQty", p.sample_qty as "sampleQty", p.remark
      from processing_orders p join suppliers s on s.id = p.supplier_id join companies c on c.id = p.company_id
      where p.id in (${wanted}) and ${inScope(scope, sql`p.company_id`, sql`p.supplier_id`)}`);
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
