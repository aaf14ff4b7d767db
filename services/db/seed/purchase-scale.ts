import { sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { bare } from "@/services/core/sql";
import type { Db } from "../client";
import { rows } from "../rows";
import { purchaseOrderLines, purchaseOrders, suppliers } from "../schema";

/** Deterministic pseudo-random integer in [0, mod) from a series number and a salt: same data on every run. */
const hash = (expr: SQL, salt: number, mod: number) => sql`(abs(hashint4((${expr})::int + ${sql.raw(String(salt))})) % ${sql.raw(String(mod))})`;

const items = `(values
  (0, 'P-C2S-250', '铜版纸 C2S', '787×1092mm', 'KG', '纸张', 250, 7.2),
  (1, 'P-FBB-300', '白卡纸 FBB', '700×1000mm', 'KG', '纸张', 300, 8.9),
  (2, 'I-CMYK-K', '胶印油墨 黑 Black', '2.5kg/罐', '罐', '油墨', null, 75.0),
  (3, 'C-BOX-A5', '五层瓦楞纸箱 A5', '600×400×400mm', 'PCS', '包材', null, 6.4),
  (4, 'X-DIE-CUT', '模切加工 Die cutting', '按张 per sheet', '张', '外协', null, 0.09),
  (5, 'F-BOPP-18', 'BOPP 预涂膜 光膜', '18μm×1080mm', '卷', '辅料', null, 420.0),
  (6, 'A-PVA-20', 'PVA 白胶 White glue', '20kg/桶', '桶', '辅料', null, 210.0)
) as it(k, itemno, itemdesc, specs, packunit, loc_type, gsm, price)`;

/**
 * SEED_SCALE: `lines` more PO lines (5 per order) across 2,000 suppliers, generated in SQL. Supplier 1001
 * takes about 20% of them, the rest fall off steeply; companies 1–4 take 55/20/15/10%; two years of orders.
 * Idempotent: does nothing when the scale orders exist.
 */
const o = alias(purchaseOrders, "o");
const l = purchaseOrderLines;
const sp = suppliers;
const lineKey = sql`${o.id} * 8 + ln`;
const names = (...columns: AnyPgColumn[]) => sql.join(columns.map(bare), sql`, `);

export async function seedPurchaseScale(db: Db, lines: number): Promise<{ orders: number; lines: number }> {
  const [done] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${purchaseOrders} where ${purchaseOrders.pono} like 'SC%'`);
  if ((done?.n ?? 0) > 0) return { orders: done!.n, lines: done!.n * 5 };
  const orders = Math.ceil(lines / 5);
  await db.execute(sql`
    insert into ${sp} (${names(sp.venNo, sp.name, sp.shortName, sp.category)})
    select (2000 + g)::text, '规模供应商 ' || g || ' 有限公司', '规模供应商' || g,
      (array['paper','ink','carton','processing','film','adhesive'])[1 + g % 6]
    from generate_series(1, greatest(0, 2000 - (select count(*) from ${sp}))::int) g`);
  await db.execute(sql.raw(`drop table if exists scale_suppliers`));
  await db.execute(sql`create temp table scale_suppliers as
    select ${sp.id} as id, (row_number() over (order by (${sp.venNo} = '1001') desc, length(${sp.venNo}), ${sp.venNo}) - 1)::int as rk from ${sp}`);
  const po = purchaseOrders;
  await db.execute(sql`
    insert into ${po} (${names(po.companyId, po.supplierId, po.pono, po.podate, po.buyer, po.subcompany, po.poType, po.isSend, po.currency,
      po.receiveStatus, po.auditStatus, po.priceReviewStatus, po.receivedAt, po.opPerson)})
    select case when x.c < 55 then 1 when x.c < 75 then 2 when x.c < 90 then 3 else 4 end, ss.id, 'SC' || lpad(g::text, 9, '0'),
      current_date - x.age, '王采购', 'SZ01', case when x.r % 7 = 0 then 'urgent' else 'standard' end, x.r % 9 = 0,
      case when x.r % 10 = 0 then 'USD' else 'CNY' end, x.status, case when x.r % 5 = 0 then 'not_audited' else 'audited' end,
      case when x.status = 'received' or x.r % 10 < 7 then 'done' else 'pending' end,
      case when x.status = 'received' then (current_date - x.age + 1)::timestamptz end, '张敏'
    from generate_series(1, ${sql.raw(String(orders))}) g
    cross join lateral (select ${hash(sql`g`, 0, 10000)} as s, ${hash(sql`g`, 1000003, 100)} as c, ${hash(sql`g`, 2000003, 1000)} as r,
      (g % 730) as age) x0
    cross join lateral (select x0.*, case
        when x0.age > 30 then (case when x0.r < 900 then 'received' when x0.r < 930 then 'rejected' else 'not_received' end)
        else (case when x0.r < 400 then 'received' when x0.r < 450 then 'rejected' else 'not_received' end) end as status,
      case when x0.s < 2000 then 0 else 1 + floor(1999 * power((x0.s - 2000) / 8000.0, 3))::int end as rank) x
    join scale_suppliers ss on ss.rk = x.rank`);
  await db.execute(sql`
    insert into ${l} (${names(l.orderId, l.lineNo, l.companyId, l.supplierId, l.pono, l.podate, l.receiveStatus, l.auditStatus,
      l.isSend, l.itemno, l.itemdesc, l.locTypeName, l.specs, l.packunit, l.payqty, l.sentQty, l.remainQty, l.focqty, l.dj, l.hsdj, l.amount, l.gsm,
      l.recqty, l.instoreqty, l.reqno, l.completeStatus, l.deldate)})
    select ${o.id}, ln, ${o.companyId}, ${o.supplierId}, ${o.pono}, ${o.podate}, ${o.receiveStatus}, ${o.auditStatus}, ${o.isSend}, it.itemno,
      it.itemdesc, it.loc_type, it.specs, it.packunit, q.qty, q.sent, q.qty - q.sent, 0, it.price, round(it.price * 1.13, 6),
      round(q.qty * it.price * 1.13, 2), it.gsm, q.rec, q.rec, 'RQ' || ${o.id} || '-' || ln,
      case when ${o.receiveStatus} = 'rejected' then 'closed' when q.rec >= q.qty then 'completed' else 'open' end, q.deldate
    from ${po} ${o}
    cross join generate_series(1, 5) ln
    cross join lateral (select ${hash(lineKey, 17, 7)} as k, ${hash(lineKey, 29, 100)} as p,
      (10 + ${hash(lineKey, 41, 500)}) * 10 as qty, ${o.podate} + 7 + ${hash(lineKey, 53, 40)} as deldate) v
    join ${sql.raw(items)} on it.k = v.k
    cross join lateral (select v.qty, v.deldate,
      case when ${o.receiveStatus} <> 'received' then 0
        when v.deldate < current_date - 10 and v.p < 85 then v.qty
        when v.p % 2 = 0 then (v.qty / 2) else 0 end as sent,
      case when ${o.receiveStatus} = 'received' and v.deldate < current_date - 10 and v.p < 85 then v.qty else 0 end as rec) q
    where ${o.pono} like 'SC%'`);
  await db.execute(sql`
    update ${po} ${o} set ${bare(o.totalAmount)} = t.total
    from (select ${l.orderId} as order_id, sum(${l.amount}) as total from ${l} where ${l.pono} like 'SC%' group by ${l.orderId}) t
    where ${o.id} = t.order_id`);
  await db.execute(sql.raw(`analyze`));
  return { orders, lines: orders * 5 };
}
