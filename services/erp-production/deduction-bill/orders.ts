import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { deductionBillOps, deductionOrderLimit, type DeductionOrderOption } from "@/lib/contracts/erp-production/deduction-bill";
import { rights } from "@/lib/rights/codes";
import { inScope, startsWith } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { processingOrders, suppliers } from "@/services/db/schema";

const p = alias(processingOrders, "p");
const s = alias(suppliers, "s");

/**
 * The order picker of the issue dialog. Whoever may issue a bill may find the company's orders to issue it
 * against, without the processing-order list right (buyers issue deductions but do not work the orders).
 */
export const getDeductionOrders = defineRoute(deductionBillOps.orders, {
  rights: [rights.deductionBill.add],
  audience: "internal",
  handler: async ({ db, scope, query }) => rows<DeductionOrderOption>(db, sql`
    select ${p.id} as id, ${p.outNo} as "outNo", ${p.lineNo} as "lineNo", ${s.venNo} as venno, ${s.shortName} as vensname,
      ${p.processName} as "processName", ${p.outboundQty}::text as "outboundQty", ${p.unit} as unit
    from ${processingOrders} ${p} join ${suppliers} ${s} on ${s.id} = ${p.supplierId}
    where ${inScope(scope, sql`${p.companyId}`, sql`${p.supplierId}`)} and ${startsWith(sql`${p.outNo}`, query.outNo)}
    order by ${p.outboundDate} desc, ${p.id} desc
    limit ${deductionOrderLimit}`),
});
