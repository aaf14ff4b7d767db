import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { Matrix, Scope, Tokens } from "../helpers/matrix";
import { call } from "../helpers/services";
import { ledger, makeProcessingOrder, processingState } from "./erp-production.fixtures";

/** The processing-order routes (and the spec's sendplan call) of the erp-production matrix: fresh orders of supplier 1001 in company 1. */
const notReceived = (id: number) => async () => (await processingState(id)).receive_status === "not_received";
const noEntries = (id: number) => async () => (await ledger(id)).length === 1;
async function withEntry(t: Tokens) {
  const o = await makeProcessingOrder({ receiveStatus: "received" });
  const e = await call<{ id: number }>("erp-production", "POST", `/processing-order/${o.id}/quantity`, { token: t.sup1001, body: { qty: "1" } });
  return { ...o, entryId: e.body.data!.id };
}
/** The to-do count: not received, outbound in the last three months, in the caller's scope. */
async function newOrders(s: Scope) {
  const [r] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from processing_orders
    where company_id = ${s.companyId} and receive_status = 'not_received'
      and outbound_date between (current_date - interval '3 months')::date and current_date
      and (${s.supplierId}::int is null or supplier_id = ${s.supplierId}::int)`);
  return { newOrders: r!.n };
}

export const processingOrderMatrix: Matrix = {
  "post /sendplan/location/create": { rights: [], kind: "read", outsider: { sup1002: 200 }, target: async () => ({ path: "/sendplan/location/create" }) },
  "get /processing-order/todo": {
    rights: [rights.processingOrder.view], kind: "read", oracle: newOrders,
    target: async () => { await makeProcessingOrder(); return { path: "/processing-order/todo" }; },
  },
  "get /processing-order": {
    rights: [rights.processingOrder.view, rights.unfinishedOrders.view], kind: "list", table: "processing_orders",
    target: async () => { const o = await makeProcessingOrder(); return { path: `/processing-order?outNo=${o.outNo}`, ids: [o.id] }; },
  },
  "get /processing-order/export": {
    rights: [rights.processingOrder.export, rights.unfinishedOrders.export], kind: "export",
    target: async () => { const o = await makeProcessingOrder(); return { path: `/processing-order/export?outNo=${o.outNo}&columns=outNo,outboundQty`, ids: [o.id] }; },
  },
  "post /processing-order/batch/receive": {
    rights: [rights.processingOrder.receive], kind: "batch",
    target: async () => { const o = await makeProcessingOrder(); return { path: "/processing-order/batch/receive", body: { ids: [o.id] }, ids: [o.id], unchanged: notReceived(o.id) }; },
  },
  "post /processing-order/batch/reject": {
    rights: [rights.processingOrder.reject], kind: "batch",
    target: async () => { const o = await makeProcessingOrder(); return { path: "/processing-order/batch/reject", body: { ids: [o.id], reason: "matrix" }, ids: [o.id], unchanged: notReceived(o.id) }; },
  },
  "post /processing-order/:id/receive": {
    rights: [rights.processingOrder.receive], kind: "write",
    target: async () => { const o = await makeProcessingOrder(); return { path: `/processing-order/${o.id}/receive`, unchanged: notReceived(o.id) }; },
  },
  "post /processing-order/:id/reject": {
    rights: [rights.processingOrder.reject], kind: "write",
    target: async () => { const o = await makeProcessingOrder(); return { path: `/processing-order/${o.id}/reject`, body: { reason: "matrix" }, unchanged: notReceived(o.id) }; },
  },
  "get /processing-order/print": {
    rights: [rights.processingOrder.print], kind: "read",
    target: async () => { const o = await makeProcessingOrder(); return { path: `/processing-order/print?ids=${o.id}&form=project`, missing: "/processing-order/print?ids=2147483647&form=project" }; },
  },
  "get /processing-order/:id/audit": {
    rights: [rights.processingOrder.view], kind: "read",
    target: async () => { const o = await makeProcessingOrder(); return { path: `/processing-order/${o.id}/audit` }; },
  },
  "get /processing-order/:id/quantity": {
    rights: [rights.processingOrder.view], kind: "read",
    target: async (t) => { const o = await withEntry(t); return { path: `/processing-order/${o.id}/quantity` }; },
  },
  "post /processing-order/:id/quantity": {
    rights: [rights.processingOrder.quantity], kind: "write",
    target: async (t) => { const o = await withEntry(t); return { path: `/processing-order/${o.id}/quantity`, body: { qty: "2" }, unchanged: noEntries(o.id) }; },
  },
  "post /processing-order/:id/quantity/:entryId/reverse": {
    rights: [rights.processingOrder.quantity], kind: "write",
    target: async (t) => { const o = await withEntry(t); return { path: `/processing-order/${o.id}/quantity/${o.entryId}/reverse`, unchanged: noEntries(o.id) }; },
  },
};
