import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { rows } from "../rows";

/**
 * SEED_SCALE: `notices` more confirmed delivery notices (three lines each) for company 1 over the last two years and
 * the next two months, generated in SQL with fixed numbers (TS…), so a rerun adds nothing.
 */
export async function seedDeliveryScale(db: Db, notices: number): Promise<void> {
  const [done] = await rows<{ n: number }>(db, sql`select count(*)::int as n from delivery_plans where notice_no like 'TS%'`);
  if ((done?.n ?? 0) > 0) return;
  await db.execute(sql`
    insert into delivery_plans (company_id, notice_no, send_date, status, released_at, checked_at)
    select 1, 'TS' || lpad(g::text, 8, '0'), current_date - 730 + (g % 790), 'confirmed', now(), now()
    from generate_series(1, ${notices}::int) g`);
  await db.execute(sql`
    insert into delivery_plan_lines (plan_id, line_no, customer_id, customer_po, order_no, project_no, product_code, product_name,
      specs, category, unit, order_qty, unsent_qty, needed_qty, send_now_qty, spare_qty, spare_unsent_qty, per_pack_qty)
    select p.id, k, c.id, 'POS' || p.id, 'SOS' || p.id || k, 'PJS', si.product_code, si.product_name, '', '成品', 'PCS',
      1000 * k, case when p.send_date < current_date then 0 else 1000 * k end, 1000 * k, 500 * k, 10 * k, 10 * k, 100
    from delivery_plans p cross join generate_series(1, 3) k
      cross join lateral (select id from customers where company_id = 1 order by abs(hashint4(p.id + k)) % 6, id limit 1) c
      cross join lateral (select product_code, product_name from stock_items where company_id = 1 order by abs(hashint4(p.id * 3 + k)) % 12, id limit 1) si
    where p.notice_no like 'TS%'`);
}
