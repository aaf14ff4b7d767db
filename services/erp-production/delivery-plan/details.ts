import { sql } from "drizzle-orm";
import { defineRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { deliveryPlanOps, presetRangeOf, type PlanDetails } from "@/lib/contracts/erp-production/delivery-plan";
import { decAdd } from "@/lib/contracts/decimal";
import { rows } from "@/services/db/rows";
import { and } from "@/services/core/list";
import { dateText } from "@/services/core/sql";
import { cu, currentStock, ln, pl, planLinesFrom } from "./where";

/** Lines shown at most; beyond it the answer says `truncated` and the user narrows the range. */
const maxLines = 2000;

/** /SendPlan/Details: notice lines of the range grouped per send date and customer, sums in decimal strings. */
export const getPlanDetails = defineRoute(deliveryPlanOps.details, {
  rights: [rights.deliveryPlan.view],
  audience: "internal",
  handler: async ({ db, scope, query }) => {
    const { from, to } = presetRangeOf(query, scope.today);
    const found = await rows<Record<string, string>>(db, sql`
      select ${dateText(sql`${pl.sendDate}`)} as send_date, ${cu.customerNo} as customer_no, ${cu.name} as customer_name,
        ${pl.id} as plan_id, ${pl.noticeNo} as notice_no, ${pl.status} as status, ${ln.orderNo} as order_no,
        ${ln.productCode} as product_code, ${ln.productName} as product_name, ${ln.sendNowQty}::text as send_now_qty,
        ${ln.unsentQty}::text as unsent_qty, (${currentStock})::text as current_stock
      from ${planLinesFrom}
      where ${and([
        sql`${pl.companyId} = ${scope.companyId}`,
        sql`${pl.sendDate} between ${from}::date and ${to}::date`,
        query.customerNo && sql`${cu.customerNo} = ${query.customerNo}`,
      ])}
      order by ${pl.sendDate}, ${cu.customerNo}, ${pl.noticeNo}, ${ln.lineNo}
      limit ${maxLines + 1}`);
    const groups: PlanDetails["groups"] = [];
    for (const r of found.slice(0, maxLines)) {
      let g = groups.at(-1);
      if (!g || g.sendDate !== r.send_date || g.customerNo !== r.customer_no) {
        g = { sendDate: r.send_date!, customerNo: r.customer_no!, customerName: r.customer_name!, sendNowQty: "0", unsentQty: "0", lines: [] };
        groups.push(g);
      }
      g.sendNowQty = decAdd(g.sendNowQty, r.send_now_qty!);
      g.unsentQty = decAdd(g.unsentQty, r.unsent_qty!);
      g.lines.push({
        planId: Number(r.plan_id), noticeNo: r.notice_no!, status: r.status as PlanDetails["groups"][number]["lines"][number]["status"],
        orderNo: r.order_no!, productCode: r.product_code!, productName: r.product_name!, sendNowQty: r.send_now_qty!,
        unsentQty: r.unsent_qty!, currentStock: r.current_stock!,
      });
    }
    return { from, to, truncated: found.length > maxLines, groups };
  },
});
