import { sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { bare } from "@/services/core/sql";
import type { Db } from "../client";
import { rows } from "../rows";
import {
  deliveryNoticeLines as nl, deliveryNotices as n, goodsReceiptLines as rl, goodsReceipts as r, purchaseOrderConfirmations as cf,
  purchaseOrderLines as l, purchaseOrders as po,
} from "../schema";

const hash = (expr: SQL, salt: number, mod: number) => sql`(abs(hashint4((${expr})::int + ${sql.raw(String(salt))})) % ${sql.raw(String(mod))})`;
const names = (...columns: AnyPgColumn[]) => sql.join(columns.map(bare), sql`, `);
const o = alias(po, "o");
const dn = alias(n, "dn");

/**
 * What the scorecard reads, for the scale orders (seedPurchaseScale, pono SC…), generated in SQL for bench B12: a
 * confirmation of every line not rejected (promised near its due day, answered 1–96 hours after the order), and for
 * every received order a notice (SN…) and a receipt (SR…) of its received lines, some notified short, some rejected
 * in part, booked a few days either side of the due day. The scale orders are dated as created on their order day,
 * so the answer hours are real. Idempotent: does nothing when the notices exist.
 */
export async function seedScoreScale(db: Db): Promise<void> {
  const [done] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${n} where ${n.noticeNo} like 'SN%'`);
  if ((done?.n ?? 0) > 0) return;
  await db.execute(sql`update ${po} set ${bare(po.createdAt)} = ${po.podate}::timestamptz + interval '9 hours' where ${po.pono} like 'SC%'`);
  await db.execute(sql`
    insert into ${cf} (${names(cf.lineId, cf.orderId, cf.decision, cf.promisedDate, cf.promisedQty, cf.confirmedAt)})
    select ${l.id}, ${l.orderId}, 'accept', ${l.deldate} + (${hash(sql`${l.id}`, 61, 9)} - 4)::int, ${l.payqty},
      ${o.createdAt} + make_interval(hours => 1 + ${hash(sql`${l.id}`, 67, 96)})
    from ${l} join ${po} ${o} on ${o.id} = ${l.orderId}
    where ${l.pono} like 'SC%' and ${l.receiveStatus} <> 'rejected'`);
  await db.execute(sql`
    insert into ${n} (${names(n.companyId, n.supplierId, n.noticeNo, n.status, n.requiredDept, n.requiredDate, n.deliveryNo, n.receiveAddress,
      n.storageLocation, n.deliverDate, n.lineCount, n.createdAt)})
    select ${o.companyId}, ${o.supplierId}, 'SN' || substr(${o.pono}, 3), 'received', '', ${o.podate} + 7, '', '', '',
      ${o.podate} + 7 + ${hash(sql`${o.id}`, 71, 40)}, 0, ${o.createdAt}
    from ${po} ${o}
    where ${o.pono} like 'SC%' and exists (select 1 from ${l} where ${l.orderId} = ${o.id} and ${l.recqty} > 0)`);
  await db.execute(sql`
    insert into ${nl} (${names(nl.noticeId, nl.lineNo, nl.poLineId, nl.thisQty, nl.valuation)})
    select ${dn.id}, ${l.lineNo}, ${l.id}, case when ${hash(sql`${l.id}`, 73, 10)} = 0 then ${l.recqty} - 10 else ${l.recqty} end, 0
    from ${n} ${dn} join ${l} on ${l.pono} = 'SC' || substr(${dn.noticeNo}, 3) and ${l.companyId} = ${dn.companyId}
    where ${dn.noticeNo} like 'SN%' and ${l.recqty} > 0`);
  await db.execute(sql`
    insert into ${r} (${names(r.companyId, r.supplierId, r.noticeId, r.recno, r.recdate, r.lineCount)})
    select ${dn.companyId}, ${dn.supplierId}, ${dn.id}, 'SR' || substr(${dn.noticeNo}, 3),
      least(${dn.deliverDate} - 3 + ${hash(sql`${dn.id}`, 79, 8)}, current_date - 1), 0
    from ${n} ${dn} where ${dn.noticeNo} like 'SN%'`);
  await db.execute(sql`
    insert into ${rl} (${names(rl.receiptId, rl.seqno, rl.noticeLineId, rl.poLineId, rl.recqty, rl.passqty, rl.rejectqty, rl.instoreqty)})
    select ${r.id}, ${nl.lineNo}, ${nl.id}, ${nl.poLineId}, ${l.recqty}, ${l.recqty} - q.rej, q.rej, ${l.recqty} - q.rej
    from ${r} join ${nl} on ${nl.noticeId} = ${r.noticeId} join ${l} on ${l.id} = ${nl.poLineId}
    cross join lateral (select case when ${hash(sql`${l.id}`, 83, 20)} = 0 then 10 else 0 end as rej) q
    where ${r.recno} like 'SR%'`);
  await db.execute(sql.raw(`analyze`));
}
