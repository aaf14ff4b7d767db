import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call } from "../helpers/services";
import { sourcingMatrix } from "./erp-purchase-price-inquiry.matrix";
import { makeVmiMaterial, vmiItemno, vmiOnHand, vmiReceive } from "./erp-purchase-vmi.fixtures";
import { statementMatrix } from "./erp-purchase-statement.matrix";
import { materialRuleMatrix } from "./erp-purchase-material-rule.matrix";
import { materialPrepMatrix } from "./erp-purchase-material-prep.matrix";
import { lineQty, makeCollection, makeNotice, makeOrder, noticeBody, orderState } from "./erp-purchase.fixtures";

/**
 * The authorisation matrix of erp-purchase, one entry per route ("METHOD path"). Every target is a fresh
 * record of supplier 1001 in company 1. In-tenant actors (sup1001, sup1001a, buyer01, admin) succeed
 * unless listed in `deny`; outsiders (sup1002, buyer02 in company 3, a 1001 account in company 2) get
 * `outsider`; no token answers 50008 and a user without the rights code 403. `unchanged` proves a
 * refused write changed nothing.
 */
export type Actor = "sup1001" | "sup1001a" | "sup1002" | "buyer01" | "admin" | "buyer02" | "sibling";
export const inTenant: Actor[] = ["sup1001", "sup1001a", "buyer01", "admin"];
export const outsiders: Actor[] = ["sup1002", "buyer02", "sibling"];

export interface Target {
  path: string;
  /** the path a missing record answers on, where the id is not a number */
  missing?: string;
  body?: unknown;
  /** the fixture's own ids: a list filtered to them shows them to the tenant and nothing to outsiders */
  ids?: number[];
  unchanged?: () => Promise<boolean>;
  /** an upload's bytes, sent instead of a JSON body */
  raw?: Uint8Array;
}

export interface Entry {
  rights: string[];
  kind: "list" | "export" | "read" | "write" | "create" | "batch" | "dashboard";
  /** table whose company_id/supplier_id every listed id must match the caller's scope */
  table?: string;
  /** the table has no supplier_id: a list's page is checked against the company alone */
  companyOnly?: boolean;
  deny?: Actor[];
  outsider?: Partial<Record<Actor, number>>;
  target(tokens: Record<string, string>): Promise<Target>;
}

const notReceived = (orderId: number) => async () => (await orderState(orderId))?.receive_status === "not_received";
const one = async (q: ReturnType<typeof sql>) => (await rows<{ v: unknown }>(await getDb(), q))[0]?.v;

async function receiptFixture(t: Record<string, string>) {
  const n = await makeNotice(t.sup1001!, "10");
  const lines = (await call<{ lines: Array<{ id: number }> }>("erp-purchase", "GET", `/delivery-notice/${n.noticeId}`, { token: t.sup1001 })).body.data!.lines;
  const res = await call<{ id: number; recno: string }>("erp-purchase", "POST", "/purchase-receipt", {
    token: t.buyer01,
    body: { noticeId: n.noticeId, recdate: "2030-01-20", lines: lines.map((l) => ({ noticeLineId: l.id, recqty: "10", passqty: "10", instoreqty: "10" })) },
  });
  return res.body.data!;
}

export const matrix: Record<string, Entry> = {
  ...sourcingMatrix,
  "get /purchase-order": {
    rights: [rights.purchaseOrder.view], kind: "list", table: "purchase_order_lines",
    target: async () => { const o = await makeOrder(); return { path: `/purchase-order?pono=${o.pono}`, ids: o.lineIds }; },
  },
  "get /purchase-order/export": {
    rights: [rights.purchaseOrder.export], kind: "export",
    target: async () => { const o = await makeOrder(); return { path: `/purchase-order/export?pono=${o.pono}&columns=pono,itemno`, ids: o.lineIds }; },
  },
  "post /purchase-order/batch/receive": {
    rights: [rights.purchaseOrder.receive], kind: "batch",
    target: async () => { const o = await makeOrder(); return { path: "/purchase-order/batch/receive", body: { ids: [o.orderId] }, ids: [o.orderId], unchanged: notReceived(o.orderId) }; },
  },
  "post /purchase-order/batch/reject": {
    rights: [rights.purchaseOrder.reject], kind: "batch", deny: ["sup1001a"],
    target: async () => { const o = await makeOrder(); return { path: "/purchase-order/batch/reject", body: { ids: [o.orderId], reason: "matrix" }, ids: [o.orderId], unchanged: notReceived(o.orderId) }; },
  },
  "get /purchase-order/:id": {
    rights: [rights.purchaseOrder.view], kind: "read",
    target: async () => { const o = await makeOrder(); return { path: `/purchase-order/${o.orderId}` }; },
  },
  "get /purchase-order/:id/audit": {
    rights: [rights.purchaseOrder.view], kind: "read",
    target: async () => { const o = await makeOrder(); return { path: `/purchase-order/${o.orderId}/audit` }; },
  },
  "post /purchase-order/:id/receive": {
    rights: [rights.purchaseOrder.receive], kind: "write",
    target: async () => { const o = await makeOrder(); return { path: `/purchase-order/${o.orderId}/receive`, unchanged: notReceived(o.orderId) }; },
  },
  "post /purchase-order/:id/reject": {
    rights: [rights.purchaseOrder.reject], kind: "write", deny: ["sup1001a"],
    target: async () => { const o = await makeOrder(); return { path: `/purchase-order/${o.orderId}/reject`, body: { reason: "matrix" }, unchanged: notReceived(o.orderId) }; },
  },
  "post /purchase-order/:id/confirm": {
    rights: [rights.purchaseOrder.confirm], kind: "write",
    target: async () => {
      const o = await makeOrder({ receiveStatus: "received" });
      return {
        path: `/purchase-order/${o.orderId}/confirm`,
        body: { lines: [{ lineId: o.lineIds[0], decision: "accept", promisedDate: "2030-02-01" }] },
        unchanged: async () => Number(await one(sql`select count(*)::int as v from purchase_order_confirmations where order_id = ${o.orderId}`)) === 0,
      };
    },
  },
  "post /purchase-order/:id/lines/:lineId/answer": {
    rights: [rights.purchaseOrder.answer], kind: "write", deny: ["sup1001", "sup1001a"], outsider: { sup1002: 403, buyer02: 404, sibling: 403 },
    target: async () => {
      const o = await makeOrder({ receiveStatus: "received", lines: 1 });
      await (await getDb()).execute(sql`
        insert into purchase_order_confirmations (line_id, order_id, decision, promised_date, promised_qty, reason)
        values (${o.lineIds[0]}, ${o.orderId}, 'backorder', '2030-02-01', 100, 'matrix')`);
      return {
        path: `/purchase-order/${o.orderId}/lines/${o.lineIds[0]}/answer`,
        body: { answer: "accept" },
        unchanged: async () => (await one(sql`select answer as v from purchase_order_confirmations where line_id = ${o.lineIds[0]}`)) === null,
      };
    },
  },
  "get /delivery-notice": {
    rights: [rights.deliveryNotice.view], kind: "list", table: "delivery_notices",
    target: async (t) => { const n = await makeNotice(t.sup1001!); return { path: `/delivery-notice?noticeNo=${n.noticeNo}`, ids: [n.noticeId] }; },
  },
  "get /delivery-notice/export": {
    rights: [rights.deliveryNotice.export], kind: "export",
    target: async (t) => { const n = await makeNotice(t.sup1001!); return { path: `/delivery-notice/export?noticeNo=${n.noticeNo}`, ids: [n.noticeId] }; },
  },
  "get /delivery-notice/candidates": {
    rights: [rights.deliveryNotice.add, rights.deliveryNotice.edit], kind: "list", table: "purchase_order_lines",
    target: async () => { const o = await makeOrder({ receiveStatus: "received" }); return { path: `/delivery-notice/candidates?pono=${o.pono}`, ids: o.lineIds }; },
  },
  "post /delivery-notice": {
    rights: [rights.deliveryNotice.add], kind: "create", outsider: { sup1002: 400, buyer02: 400, sibling: 400 },
    target: async () => {
      const o = await makeOrder({ receiveStatus: "received" });
      return {
        path: "/delivery-notice",
        body: noticeBody([{ poLineId: o.lineIds[0]!, qty: "5" }]),
        unchanged: async () => (await lineQty(o.lineIds[0]!)).remain_qty === "100.0000",
      };
    },
  },
  "get /delivery-notice/:id": {
    rights: [rights.deliveryNotice.view, rights.deliveryNotice.print], kind: "read",
    target: async (t) => { const n = await makeNotice(t.sup1001!); return { path: `/delivery-notice/${n.noticeId}` }; },
  },
  "get /delivery-notice/:id/audit": {
    rights: [rights.deliveryNotice.view], kind: "read",
    target: async (t) => { const n = await makeNotice(t.sup1001!); return { path: `/delivery-notice/${n.noticeId}/audit` }; },
  },
  "put /delivery-notice/:id": {
    rights: [rights.deliveryNotice.edit], kind: "write",
    target: async (t) => {
      const n = await makeNotice(t.sup1001!, "40");
      return {
        path: `/delivery-notice/${n.noticeId}`,
        body: noticeBody(n.lineIds.map((poLineId) => ({ poLineId, qty: "7" }))),
        unchanged: async () => (await lineQty(n.lineIds[0]!)).sent_qty === "40.0000",
      };
    },
  },
  "post /delivery-notice/:id/cancel": {
    rights: [rights.deliveryNotice.delete], kind: "write", deny: ["sup1001a"],
    target: async (t) => {
      const n = await makeNotice(t.sup1001!, "40");
      return { path: `/delivery-notice/${n.noticeId}/cancel`, body: { reason: "matrix" },
        unchanged: async () => (await one(sql`select status as v from delivery_notices where id = ${n.noticeId}`)) === "open" };
    },
  },
  "get /purchase-receipt": {
    rights: [rights.purchaseReceipt.view], kind: "list", table: "goods_receipts",
    target: async (t) => { const r = await receiptFixture(t); return { path: `/purchase-receipt?recno=${r.recno}`, ids: [r.id] }; },
  },
  "get /purchase-receipt/export": {
    rights: [rights.purchaseReceipt.export], kind: "export",
    target: async (t) => { const r = await receiptFixture(t); return { path: `/purchase-receipt/export?recno=${r.recno}`, ids: [r.id] }; },
  },
  "post /purchase-receipt": {
    rights: [rights.purchaseReceipt.add], kind: "create", deny: ["sup1001", "sup1001a"], outsider: { sup1002: 403, buyer02: 404, sibling: 403 },
    target: async (t) => {
      const n = await makeNotice(t.sup1001!, "10", { lines: 1 });
      const [line] = await rows<{ id: number }>(await getDb(), sql`select id from delivery_notice_lines where notice_id = ${n.noticeId}`);
      return {
        path: "/purchase-receipt",
        body: { noticeId: n.noticeId, recdate: "2030-01-20", lines: [{ noticeLineId: line!.id, recqty: "10", passqty: "10", instoreqty: "10" }] },
        unchanged: async () => (await one(sql`select status as v from delivery_notices where id = ${n.noticeId}`)) === "open",
      };
    },
  },
  "get /purchase-receipt/:id": {
    rights: [rights.purchaseReceipt.view], kind: "read",
    target: async (t) => { const r = await receiptFixture(t); return { path: `/purchase-receipt/${r.id}` }; },
  },
  "get /purchase-collection": {
    rights: [rights.purchaseCollection.view], kind: "list", table: "collection_orders",
    target: async () => { const c = await makeCollection(); return { path: `/purchase-collection?collectionNo=${c.collectionNo}`, ids: [c.id] }; },
  },
  "get /purchase-collection/export": {
    rights: [rights.purchaseCollection.export], kind: "export",
    target: async () => { const c = await makeCollection(); return { path: `/purchase-collection/export?collectionNo=${c.collectionNo}`, ids: [c.id] }; },
  },
  "get /purchase-collection/:id": {
    rights: [rights.purchaseCollection.view], kind: "read",
    target: async () => { const c = await makeCollection(); return { path: `/purchase-collection/${c.id}` }; },
  },
  "post /purchase-collection/:id/download": {
    rights: [rights.purchaseCollection.download], kind: "write",
    target: async () => {
      const c = await makeCollection();
      return { path: `/purchase-collection/${c.id}/download`,
        unchanged: async () => Number(await one(sql`select download_count as v from collection_orders where id = ${c.id}`)) === 0 };
    },
  },
  "get /purchase-order/warnings": {
    rights: [rights.purchaseOrder.view], kind: "dashboard",
    target: async () => { await makeOrder({ deldateOffset: -5 }); return { path: "/purchase-order/warnings" }; },
  },
  "get /vmi-inventory": {
    rights: [rights.vmiInventory.view], kind: "list", table: "vmi_materials",
    target: async (t) => { const m = await makeVmiMaterial(t.buyer01!); return { path: `/vmi-inventory?itemno=${m.itemno}`, ids: [m.id] }; },
  },
  "get /vmi-inventory/export": {
    rights: [rights.vmiInventory.export], kind: "export",
    target: async (t) => { const m = await makeVmiMaterial(t.buyer01!); return { path: `/vmi-inventory/export?itemno=${m.itemno}&columns=itemno,onHand`, ids: [m.id] }; },
  },
  "get /vmi-inventory/movements": {
    rights: [rights.vmiInventory.view], kind: "list", table: "vmi_movements",
    target: async (t) => {
      const m = await makeVmiMaterial(t.buyer01!);
      return { path: `/vmi-inventory/movements?itemno=${m.itemno}`, ids: [await vmiReceive(t.buyer01!, m.id, "5")] };
    },
  },
  "get /vmi-inventory/movements/export": {
    rights: [rights.vmiInventory.export], kind: "export",
    target: async (t) => {
      const m = await makeVmiMaterial(t.buyer01!);
      return { path: `/vmi-inventory/movements/export?itemno=${m.itemno}&columns=movementNo,qty`, ids: [await vmiReceive(t.buyer01!, m.id, "5")] };
    },
  },
  "post /vmi-inventory": {
    // buyer02 agrees the material in its own company 3: a create in its tenant, nothing in company 1.
    rights: [rights.vmiInventory.add], kind: "create", deny: ["sup1001", "sup1001a"], outsider: { sup1002: 403, buyer02: 200, sibling: 403 },
    target: async () => ({
      path: "/vmi-inventory",
      body: { venno: "1001", itemno: vmiItemno(), itemdesc: "m", unit: "KG", minQty: "1", maxQty: "2", agreedPrice: "1", currency: "CNY", defaultLocation: "A" },
    }),
  },
  "get /vmi-inventory/:id": {
    rights: [rights.vmiInventory.view], kind: "read",
    target: async (t) => { const m = await makeVmiMaterial(t.buyer01!); return { path: `/vmi-inventory/${m.id}` }; },
  },
  "put /vmi-inventory/:id": {
    rights: [rights.vmiInventory.edit], kind: "write", deny: ["sup1001", "sup1001a"], outsider: { sup1002: 403, buyer02: 404, sibling: 403 },
    target: async (t) => {
      const m = await makeVmiMaterial(t.buyer01!);
      return { path: `/vmi-inventory/${m.id}`, body: { itemdesc: "changed", unit: "KG", minQty: "1", maxQty: "2", agreedPrice: "1", currency: "CNY", defaultLocation: "A" },
        unchanged: async () => (await one(sql`select itemdesc as v from vmi_materials where id = ${m.id}`)) === m.itemdesc };
    },
  },
  "post /vmi-inventory/:id/receipt": {
    rights: [rights.vmiInventory.receive], kind: "write", deny: ["sup1001", "sup1001a"], outsider: { sup1002: 403, buyer02: 404, sibling: 403 },
    target: async (t) => {
      const m = await makeVmiMaterial(t.buyer01!);
      return { path: `/vmi-inventory/${m.id}/receipt`, body: { location: "A-01", qty: "3" }, unchanged: async () => (await vmiOnHand(m.id)) === "0" };
    },
  },
  "post /vmi-inventory/:id/consumption": {
    rights: [rights.vmiInventory.consume], kind: "write", deny: ["sup1001", "sup1001a"], outsider: { sup1002: 403, buyer02: 404, sibling: 403 },
    target: async (t) => {
      const m = await makeVmiMaterial(t.buyer01!);
      await vmiReceive(t.buyer01!, m.id, "10");
      return { path: `/vmi-inventory/${m.id}/consumption`, body: { location: "A-01", qty: "3" }, unchanged: async () => (await vmiOnHand(m.id)) === "10.0000" };
    },
  },
  ...statementMatrix,
  ...materialRuleMatrix,
  ...materialPrepMatrix,
};
