import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import type { Matrix } from "../helpers/matrix";
import { businessToday } from "../helpers/business-day";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { one } from "../helpers/fixtures";
import { makeOrder, orderState } from "./erp-purchase.fixtures";
import { purchaseOrderFiles } from "@/services/db/schema";
import { services } from "@/services/registry";
import { png } from "../helpers/files";
import { confirmWorkbookOf } from "./erp-purchase-workbook.fixtures";

/** The purchase-order routes of the erp-purchase matrix (tests/helpers/matrix.ts). */
const fileCount = async (orderId: number) =>
  Number(await one(sql`select count(*)::int as v from ${purchaseOrderFiles} where ${purchaseOrderFiles.orderId} = ${orderId}`));

/** A file sup1001 attached to a fresh order of its own. */
async function fileOfSup1001(token: string): Promise<string> {
  const { orderId } = await makeOrder({ venNo: "1001", lines: 1 });
  const res = await services["erp-purchase"].app.fetch(new Request(`http://test/purchase-order/${orderId}/files/upload?name=photo.png`, {
    method: "POST", headers: { "x-token": token, "x-locale": "en" }, body: new Blob([Buffer.from(png())]),
  }));
  const body = (await res.json()) as { returnCode: number; data: { id: string } };
  if (body.returnCode !== 200) throw new Error(JSON.stringify(body));
  return body.data.id;
}

const notReceived = (orderId: number) => async () => (await orderState(orderId))?.receive_status === "not_received";

/** The dashboard's counts for a caller of this scope. */
async function dashboardOracle(s: { companyId: number; supplierId: number | null }) {
  const [r] = await rows<{ soon: number; overdue: number }>(await getDb(), sql`
    select count(*) filter (where deldate between ${businessToday(s.companyId)} and ${businessToday(s.companyId)} + 14)::int as soon,
      count(*) filter (where deldate < ${businessToday(s.companyId)})::int as overdue
    from purchase_order_lines where company_id = ${s.companyId} and (${s.supplierId}::int is null or supplier_id = ${s.supplierId}::int)
      and complete_status = 'open' and receive_status <> 'rejected' and remain_qty > 0`);
  return { dueSoon: r!.soon, overdue: r!.overdue };
}

export const purchaseOrderMatrix: Matrix = {
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
  "get /purchase-order/:id/pdf": {
    rights: [rights.purchaseOrder.view], kind: "read",
    target: async () => { const o = await makeOrder(); return { path: `/purchase-order/${o.orderId}/pdf` }; },
  },
  "get /purchase-order/:id/files": {
    rights: [rights.purchaseOrder.view], kind: "read",
    target: async () => { const o = await makeOrder(); return { path: `/purchase-order/${o.orderId}/files` }; },
  },
  "post /purchase-order/:id/files/upload": {
    rights: [rights.purchaseOrder.view], kind: "write",
    target: async () => {
      const o = await makeOrder();
      return { path: `/purchase-order/${o.orderId}/files/upload?name=photo.png`, raw: png(), unchanged: async () => (await fileCount(o.orderId)) === 0 };
    },
  },
  "get /purchase-order/file/:fileId": {
    rights: [rights.purchaseOrder.view], kind: "read",
    target: async (t) => ({ path: `/purchase-order/file/${await fileOfSup1001(t.sup1001!)}`, missing: "/purchase-order/file/00000000-0000-4000-8000-000000000000" }),
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
  "get /purchase-order/confirm-workbook": {
    rights: [rights.purchaseOrder.confirm], kind: "read", outsider: { sup1002: 200, buyer02: 200, sibling: 200 },
    target: async () => { await makeOrder(); return { path: "/purchase-order/confirm-workbook" }; },
  },
  "post /purchase-order/confirm-workbook/upload": {
    rights: [rights.purchaseOrder.confirm], kind: "create", outsider: { sup1002: 200, buyer02: 200, sibling: 200 },
    target: async () => {
      const o = await makeOrder({ receiveStatus: "received", lines: 1 });
      return {
        path: "/purchase-order/confirm-workbook/upload?name=c.xlsx",
        raw: await confirmWorkbookOf([[o.pono, 1, "accept", "100", "2030-02-01", ""]]),
        unchanged: async () => Number(await one(sql`select count(*)::int as v from purchase_order_confirmations where order_id = ${o.orderId}`)) === 0,
      };
    },
  },
  "get /purchase-order/warnings": {
    rights: [rights.purchaseOrder.view], kind: "dashboard", oracle: dashboardOracle,
    target: async () => { await makeOrder({ deldateOffset: -5 }); return { path: "/purchase-order/warnings" }; },
  },
};
