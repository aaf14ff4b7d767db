import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { makeUser, supplierIdOf, unique } from "../helpers/fixtures";
import { businessToday } from "../helpers/business-day";

/** Test data owned by the file that makes it: fresh orders, notices and collections, never seeded rows. */

export interface OrderFixture {
  orderId: number;
  pono: string;
  lineIds: number[];
}

export interface OrderOptions {
  companyId?: number;
  venNo?: string;
  receiveStatus?: "not_received" | "received" | "rejected";
  priceReview?: "pending" | "done";
  lines?: number;
  payqty?: string;
  itemdesc?: string;
  /** delivery date of the lines, days from today */
  deldateOffset?: number;
  ponoPrefix?: string;
  /** every line's material number and unit price (default IT-n at 1) */
  itemno?: string;
  dj?: string;
  currency?: string;
  /** the order date (yyyy-mm-dd); default today, or three days ago without an itemno */
  podate?: string;
}

/** A purchase order with lines of 100 each, straight into the tables (like the ERP would deliver it). */
export async function makeOrder(o: OrderOptions = {}): Promise<OrderFixture> {
  const db = await getDb();
  const companyId = o.companyId ?? 1;
  const supplierId = await supplierIdOf(o.venNo ?? "1001");
  const status = o.receiveStatus ?? "not_received";
  const pono = `${o.ponoPrefix ?? "TP"}${unique()}`;
  const podate = o.podate ? sql`${o.podate}::date` : sql`${businessToday(companyId)} - ${o.itemno ? 0 : 3}::int`;
  const [order] = await rows<{ id: number }>(db, sql`
    insert into purchase_orders (company_id, supplier_id, pono, podate, buyer, receive_status, price_review_status, received_at, currency)
    values (${companyId}, ${supplierId}, ${pono}, ${podate}, '测试采购', ${status}, ${o.priceReview ?? "done"},
      ${status === "received" ? sql`now()` : sql`null`}, ${o.currency ?? "CNY"})
    returning id`);
  const lineIds: number[] = [];
  for (let n = 1; n <= (o.lines ?? 2); n++) {
    const [line] = await rows<{ id: number }>(db, sql`
      insert into purchase_order_lines (order_id, line_no, company_id, supplier_id, pono, podate, receive_status, itemno,
        itemdesc, payqty, remain_qty, hsdj, dj, amount, deldate)
      values (${order!.id}, ${n}, ${companyId}, ${supplierId}, ${pono}, ${podate}, ${status}, ${o.itemno ?? `IT-${n}`},
        ${o.itemdesc ?? "测试物料 Test item"}, ${o.payqty ?? "100"}::numeric, ${o.payqty ?? "100"}::numeric, 1.13, ${o.dj ?? "1"}::numeric, 113,
        ${businessToday(companyId)} + ${o.deldateOffset ?? 30}::int)
      returning id`);
    lineIds.push(Number(line!.id));
  }
  return { orderId: Number(order!.id), pono, lineIds };
}

export async function orderState(orderId: number) {
  const [o] = await rows<{ receive_status: string; reject_reason: string | null }>(await getDb(), sql`
    select receive_status, reject_reason from purchase_orders where id = ${orderId}`);
  return o;
}

export async function lineQty(lineId: number) {
  const [l] = await rows<{ sent_qty: string; remain_qty: string; recqty: string; complete_status: string }>(await getDb(), sql`
    select sent_qty, remain_qty, recqty, complete_status from purchase_order_lines where id = ${lineId}`);
  return l!;
}

export const noticeBody = (lines: Array<{ poLineId: number; qty: string }>, extra: Record<string, unknown> = {}) => ({
  requiredDept: "原料仓",
  requiredDate: "2030-01-15",
  deliveryNo: `SH-${unique()}`,
  receiveAddress: "深圳市宝安区华印工业园 1 号",
  storageLocation: "A-01",
  lines: lines.map((l) => ({ poLineId: l.poLineId, thisQty: l.qty, perPack: l.qty, packs: 1, loose: "0" })),
  ...extra,
});

/** A received order of supplier 1001 in company 1 and an open notice over its lines (made through the service). */
export async function makeNotice(token: string, qty = "40", o: OrderOptions & { clock?: () => Date } = {}) {
  const order = await makeOrder({ receiveStatus: "received", ...o });
  const res = await call<{ id: number; noticeNo: string }>("erp-purchase", "POST", "/delivery-notice", {
    token,
    clock: o.clock,
    body: noticeBody(order.lineIds.map((poLineId) => ({ poLineId, qty }))),
  });
  if (res.body.returnCode !== 200) throw new Error(`makeNotice: ${JSON.stringify(res.body)}`);
  return { ...order, noticeId: res.body.data!.id, noticeNo: res.body.data!.noticeNo };
}

export async function makeCollection(o: { companyId?: number; venNo?: string } = {}) {
  const db = await getDb();
  const no = `TC${unique()}`;
  const [c] = await rows<{ id: number }>(db, sql`
    insert into collection_orders (company_id, supplier_id, collection_no, coll_date, pono, buyer, state, total_amount, order_count)
    values (${o.companyId ?? 1}, ${await supplierIdOf(o.venNo ?? "1001")}, ${no}, ${businessToday(o.companyId ?? 1)}, ${`PO${no}`}, '测试采购', 'unfinished', 226.00, 1)
    returning id`);
  await db.execute(sql`insert into collection_order_lines (collection_id, line_no, itemno, itemname, unit, quantity, price, amount)
    values (${c!.id}, 1, 'IT-1', '=HYPERLINK("http://x")', 'KG', 200, 1.13, 226)`);
  return { id: Number(c!.id), collectionNo: no };
}

/**
 * A supplier of its own with a main account and `lines` PO lines (one order per 10 lines) in a company,
 * generated in SQL: for counts past the cap, keyset walks and exports across batches.
 */
export async function makeBulkSupplier(userName: string, lines: number, companyId = 4) {
  const db = await getDb();
  const venNo = `9${unique()}`.slice(0, 12);
  const [s] = await rows<{ id: number }>(db, sql`insert into suppliers (ven_no, name, short_name, category)
    values (${venNo}, ${`批量供应商 ${venNo}`}, ${`批量${venNo}`}, 'paper') returning id`);
  const supplierId = Number(s!.id);
  await db.execute(sql`
    insert into purchase_orders (company_id, supplier_id, pono, podate, buyer, receive_status, price_review_status)
    select ${companyId}, ${supplierId}, ${`B${venNo}-`} || lpad(g::text, 6, '0'), ${businessToday(companyId)} - (g % 90), '测试采购',
      (array['not_received', 'received', 'rejected'])[1 + g % 3], 'done'
    from generate_series(1, ${Math.ceil(lines / 10)}) g`);
  await db.execute(sql`
    insert into purchase_order_lines (order_id, line_no, company_id, supplier_id, pono, podate, receive_status, itemno,
      itemdesc, payqty, remain_qty, hsdj, dj, amount, deldate, is_send)
    select o.id, n, o.company_id, o.supplier_id, o.pono, o.podate, o.receive_status, 'BK-' || (n % 4), '批量物料 ' || (o.id % 7),
      (n % 5) * 10 + 10, (n % 5) * 10 + 10, 1.13, 1, 11.3, o.podate + (n % 20), n % 2 = 0
    from purchase_orders o cross join generate_series(1, 10) n where o.supplier_id = ${supplierId}
      and (o.id - (select min(id) from purchase_orders where supplier_id = ${supplierId})) * 10 + n <= ${lines}`);
  const { rightsForRole } = await import("@/services/db/seed/menus");
  await makeUser(userName, { rights: rightsForRole("supplier"), venNo, companies: [companyId] });
  return { venNo, supplierId, token: await login(userName, companyId) };
}
