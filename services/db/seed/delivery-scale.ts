import { sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { bare } from "@/services/core/sql";
import type { Db } from "../client";
import { rows } from "../rows";
import { customers, deliveryPlanLines, deliveryPlans, stockItems } from "../schema";

/**
 * SEED_SCALE: `notices` more confirmed delivery notices (three lines each) for company 1 over the last two years and
 * the next two months, generated in SQL with fixed numbers (TS…), so a rerun adds nothing.
 */
const p = alias(deliveryPlans, "p");
const l = deliveryPlanLines;
const names = (...columns: AnyPgColumn[]) => sql.join(columns.map(bare), sql`, `);

export async function seedDeliveryScale(db: Db, notices: number): Promise<void> {
  const dp = deliveryPlans;
  const [done] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${dp} where ${dp.noticeNo} like 'TS%'`);
  if ((done?.n ?? 0) > 0) return;
  await db.execute(sql`
    insert into ${dp} (${names(dp.companyId, dp.noticeNo, dp.sendDate, dp.status, dp.releasedAt, dp.checkedAt)})
    select 1, 'TS' || lpad(g::text, 8, '0'), current_date - 730 + (g % 790), 'confirmed', now(), now()
    from generate_series(1, ${notices}::int) g`);
  await db.execute(sql`
    insert into ${l} (${names(l.planId, l.lineNo, l.customerId, l.customerPo, l.orderNo, l.projectNo, l.productCode, l.productName,
      l.specs, l.category, l.unit, l.orderQty, l.unsentQty, l.neededQty, l.sendNowQty, l.spareQty, l.spareUnsentQty, l.perPackQty)})
    select ${p.id}, k, c.id, 'POS' || ${p.id}, 'SOS' || ${p.id} || k, 'PJS', si.product_code, si.product_name, '', '成品', 'PCS',
      1000 * k, case when ${p.sendDate} < current_date then 0 else 1000 * k end, 1000 * k, 500 * k, 10 * k, 10 * k, 100
    from ${dp} ${p} cross join generate_series(1, 3) k
      cross join lateral (select ${customers.id} as id from ${customers} where ${customers.companyId} = 1
        order by abs(hashint4(${p.id} + k)) % 6, ${customers.id} limit 1) c
      cross join lateral (select ${stockItems.productCode} as product_code, ${stockItems.productName} as product_name from ${stockItems}
        where ${stockItems.companyId} = 1 order by abs(hashint4(${p.id} * 3 + k)) % 12, ${stockItems.id} limit 1) si
    where ${p.noticeNo} like 'TS%'`);
}
