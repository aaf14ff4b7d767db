import { sql } from "drizzle-orm";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { processingOrderOps } from "@/lib/contracts/erp-production/processing-order";
import { rows } from "@/services/db/rows";
import { inPreset, inScope } from "@/services/core/list";
import { p } from "./where";
import { processingOrders } from "@/services/db/schema";

/** The count behind the dashboard's "new processing orders" tile: the same filter as the tile's link. */
export const getProcessingTodo = defineRoute(processingOrderOps.todo, {
  rights: [rights.processingOrder.view],
  handler: async ({ db, scope }) => {
    const [r] = await rows<{ n: number }>(db, sql`
      select count(*)::int as n from ${processingOrders} ${p}
      where ${inScope(scope, sql`${p.companyId}`, sql`${p.supplierId}`)} and ${p.receiveStatus} = 'not_received'
        and ${inPreset(sql`${p.outboundDate}`, "lastThreeMonths", scope)}`);
    return { newOrders: Number(r?.n ?? 0) };
  },
});
