import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import * as s from "../schema";
import type { PlanLine, PlanOrder } from "./purchase-plan";
import { purchaseOrderAuditEntity } from "@/services/erp-purchase/purchase-order/events";

export interface Placed {
  order: PlanOrder;
  orderId: number;
  line: PlanLine;
  lineId: number;
  supplierId: number;
}

const q = (n: number) => `${n}.0000`;
const depts = ["原料仓 Raw materials", "印刷车间 Press room", "后道车间 Finishing", "包材仓 Packaging store"];
const methods = ["自送 Own truck", "物流 Logistics", "快递 Courier"];
const addresses: Record<number, string> = {
  1: "深圳市宝安区福永街道华印工业园 1 号", 2: "东莞市长安镇华印路 8 号", 3: "上海市松江区华印路 88 号", 4: "Lot A2, VSIP II, Binh Duong, Vietnam",
};

function packing(qty: number) {
  const packs = Math.min(50, Math.max(1, Math.floor(qty / 100)));
  const perPack = Math.floor(qty / packs);
  return { perPack: q(perPack), packs, loose: q(qty - perPack * packs) };
}

/** The list kept under `key`, started empty. */
function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** Hands `items` to `fn` `size` at a time, in their order; what `fn` returns comes back in the same order. */
export async function chunked<T, R>(items: T[], size: number, fn: (chunk: T[]) => Promise<R[] | void>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...((await fn(items.slice(i, i + size))) ?? []));
  return out;
}

/**
 * Notices (received with a receipt, or still open), collection orders, confirmations and history of the demo orders.
 * `numberFrom` starts their document numbers past those of an earlier call, which alone sets the sequences.
 * Each table's rows are inserted in batches but in the order a row-by-row walk of the plan would give them, so
 * their ids are the same (one statement per document made the seed 4 s of every first start).
 */
export async function purchaseDocuments(tx: Db, placed: Placed[], orderIds: number[], plan: PlanOrder[], supplierId: Map<string, number>, day: (o: number) => string,
  numberFrom = 0) {
  const u = s.users;
  const mains = await tx.select({ id: u.id, userNo: u.userNo, supplierId: u.supplierId, name: u.name }).from(u)
    .where(and(eq(u.userType, "supplier"), isNull(u.mainUserNo)));
  const mainOf = new Map(mains.map((m) => [Number(m.supplierId), m]));
  const companyNames = new Map((await tx.select().from(s.companies)).map((c) => [c.id, c.accountName]));
  const linesOf = new Map<number, Placed[]>();
  for (const p of placed) listIn(linesOf, p.orderId).push(p);
  let noticeSeq = numberFrom;
  let receiptSeq = numberFrom;
  let collectionSeq = numberFrom;
  type Group = { i: number; order: PlanOrder; sid: number; received: boolean; group: Placed[]; created: number; receiptSeq: number };
  const groups: Group[] = [];
  const notices: Array<typeof s.deliveryNotices.$inferInsert> = [];
  const collections: Array<{ order: PlanOrder; values: typeof s.collectionOrders.$inferInsert }> = [];
  const confirmations: Array<typeof s.purchaseOrderConfirmations.$inferInsert> = [];
  const history: Array<typeof s.auditLog.$inferInsert> = [];
  const receivedBy = new Map<number, number[]>();
  for (const [i, order] of plan.entries()) {
    const orderId = orderIds[i]!;
    const sid = supplierId.get(order.venNo)!;
    const main = mainOf.get(sid)!;
    const lines = linesOf.get(orderId) ?? [];
    for (const received of [true, false]) {
      const group = lines.filter((p) => (received ? p.line.received > 0 : p.line.noticed > 0 && p.line.received === 0));
      if (!group.length) continue;
      const created = order.podateOffset + 3;
      notices.push({
        companyId: order.companyId, supplierId: sid, noticeNo: `DN${day(created).replace(/-/g, "")}${String(++noticeSeq).padStart(6, "0")}`,
        status: received ? "received" : "open", requiredDept: depts[i % depts.length]!, requiredDate: day(group[0]!.line.deldateOffset),
        deliveryNo: `SH${order.venNo}${String(noticeSeq).padStart(5, "0")}`, receiveAddress: addresses[order.companyId] ?? "",
        storageLocation: `A-${String((i % 12) + 1).padStart(2, "0")}`, urgent: i % 9 === 0, deliveryMethod: methods[i % methods.length]!,
        lotNo: `L${order.pono.slice(-6)}`, carPlate: i % 2 ? "粤B·7K321" : "沪A·52D10", driverPhone: "138 0013 8000",
        lineCount: group.length, totalQty: q(group.reduce((n, p) => n + p.line.noticed, 0)), createdBy: main.id, modifiedBy: main.id,
        receivedAt: received ? new Date(`${day(created + 2)}T03:00:00Z`) : null, createdAt: new Date(`${day(created)}T01:00:00Z`),
      });
      groups.push({ i, order, sid, received, group, created, receiptSeq: received ? ++receiptSeq : 0 });
    }
    if (order.collection) {
      const c = order.collection;
      collections.push({ order, values: {
        companyId: order.companyId, supplierId: sid, orderId, collectionNo: `CO${order.pono.slice(0, 2)}${String(++collectionSeq).padStart(6, "0")}`,
        collDate: day(order.podateOffset), pono: order.pono, buyer: order.buyer, currency: order.currency, state: c.state,
        totalAmount: orderTotal(order), orderCount: order.lines.length, deliveredCount: order.lines.filter((l) => l.received > 0).length,
        tradingCompany: companyNames.get(order.companyId) ?? "", downloadCount: c.downloads,
        lastDownloader: c.downloads ? `${main.name} (${main.userNo})` : null,
        lastDownloadAt: c.downloads ? new Date(`${day(order.podateOffset + 5)}T08:00:00Z`) : null,
      } });
    }
    for (const p of lines) {
      const confirmation = p.line.confirmation;
      if (!confirmation) continue;
      confirmations.push({
        lineId: p.lineId, orderId, decision: confirmation.decision, promisedDate: day(confirmation.dateOffset),
        promisedQty: q(confirmation.qty), reason: confirmation.reason, confirmedBy: main.id,
        confirmedAt: new Date(`${day(order.podateOffset + 2)}T06:00:00Z`),
      });
    }
    if (order.receiveStatus !== "not_received") {
      // the order's received_at (seed/purchase.ts): 07:30 the next Shenzhen morning, 23:30 UTC the evening before
      const at = new Date(`${day(order.podateOffset)}T23:30:00Z`);
      history.push({
        at, actorUserId: main.id, actorUserNo: main.userNo, companyId: order.companyId, entity: purchaseOrderAuditEntity, entityId: String(orderId),
        action: order.receiveStatus === "received" ? "receive" : "reject", fromState: "not_received", toState: order.receiveStatus,
        reason: order.rejectReason, detail: { pono: order.pono },
      });
      if (order.receiveStatus === "received") listIn(receivedBy, main.id).push(orderId);
    }
  }

  const noticeIds = await chunked(notices, 500, (chunk) => tx.insert(s.deliveryNotices).values(chunk).returning({ id: s.deliveryNotices.id }));
  const noticeLineValues = groups.flatMap(({ group }, g) => group.map((p, n) => ({
    noticeId: noticeIds[g]!.id, lineNo: n + 1, poLineId: p.lineId, thisQty: q(p.line.noticed), valuation: q(p.line.noticed), ...packing(p.line.noticed),
  })));
  const noticeLineIds = await chunked(noticeLineValues, 500, (chunk) => tx.insert(s.deliveryNoticeLines).values(chunk).returning({ id: s.deliveryNoticeLines.id }));
  const firstLineOf: number[] = [];
  let lineAt = 0;
  for (const { group } of groups) {
    firstLineOf.push(lineAt);
    lineAt += group.length;
  }

  const receiptGroups = groups.map((g, index) => ({ ...g, index })).filter((g) => g.received);
  const receiptIds = await chunked(receiptGroups, 500, (chunk) => tx.insert(s.goodsReceipts).values(chunk.map(({ index, i, order, sid, group, created, receiptSeq: seq }) => {
    const passTotal = group.reduce((n, p) => n + p.line.received - p.line.rejected, 0);
    const instore = group.reduce((n, p) => n + p.line.instore, 0);
    return {
      companyId: order.companyId, supplierId: sid, noticeId: noticeIds[index]!.id, recno: `RC${day(created + 2).replace(/-/g, "")}${String(seq).padStart(6, "0")}`,
      recdate: day(created + 2), status: instore === passTotal ? ("stored" as const) : ("inspected" as const), subcompany: order.subcompany,
      keeper: i % 2 ? "仓管 李四" : "仓管 Tran Thi B", receiver: order.buyer, lineCount: group.length,
      totalRecqty: q(group.reduce((n, p) => n + p.line.received, 0)), totalPassqty: q(passTotal),
      totalRejectqty: q(group.reduce((n, p) => n + p.line.rejected, 0)), totalInstoreqty: q(instore),
      hasDifference: group.some((p) => p.line.received !== p.line.noticed), createdAt: new Date(`${day(created + 2)}T03:00:00Z`),
    };
  })).returning({ id: s.goodsReceipts.id }));
  const receiptLines = receiptGroups.flatMap(({ index, order, group, receiptSeq: seq }, r) => group.map((p, n) => ({
    receiptId: receiptIds[r]!.id, seqno: n + 1, noticeLineId: noticeLineIds[firstLineOf[index]! + n]!.id, poLineId: p.lineId, recqty: q(p.line.received),
    passqty: q(p.line.received - p.line.rejected), rejectqty: q(p.line.rejected), returnqty: q(p.line.rejected), focqty: q(p.line.focqty),
    instoreqty: q(p.line.instore), location: `A-${String(n + 1).padStart(2, "0")}`, lotno: `L${order.pono.slice(-6)}`, iqcno: `IQC${seq}`,
  })));
  await chunked(receiptLines, 500, async (chunk) => {
    await tx.insert(s.goodsReceiptLines).values(chunk);
  });

  const collectionIds = await chunked(collections, 500, (chunk) => tx.insert(s.collectionOrders).values(chunk.map((c) => c.values)).returning({ id: s.collectionOrders.id }));
  const collectionLines = collections.flatMap(({ order }, c) => order.lines.map((l) => ({
    collectionId: collectionIds[c]!.id, lineNo: l.lineNo, itemno: l.itemno, itemname: l.itemdesc, specs: l.specs, unit: l.packunit,
    quantity: q(l.payqty), price: l.hsdj, amount: l.amount,
  })));
  await chunked(collectionLines, 500, async (chunk) => {
    await tx.insert(s.collectionOrderLines).values(chunk);
  });
  await chunked(confirmations, 500, async (chunk) => {
    await tx.insert(s.purchaseOrderConfirmations).values(chunk);
  });
  await chunked(history, 500, async (chunk) => {
    await tx.insert(s.auditLog).values(chunk);
  });
  for (const [userId, ids] of receivedBy) await tx.update(s.purchaseOrders).set({ receivedBy: userId }).where(inArray(s.purchaseOrders.id, ids));
  if (numberFrom === 0) await tx.execute(sql`select setval('delivery_notice_no_seq', ${noticeSeq + 1}), setval('goods_receipt_no_seq', ${receiptSeq + 1})`);
}

export function orderTotal(o: PlanOrder): string {
  const cents = o.lines.reduce((sum, l) => sum + BigInt(l.amount.replace(".", "")), 0n);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
}
