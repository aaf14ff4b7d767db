import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import type { Matrix } from "../helpers/matrix";
import { one } from "../helpers/fixtures";
import { lineQty, makeNotice, makeOrder, noticeBody } from "./erp-purchase.fixtures";
import { noticeWorkbookOf } from "./erp-purchase-workbook.fixtures";

/** The delivery-notice routes of the erp-purchase matrix (tests/helpers/matrix.ts). */
export const deliveryNoticeMatrix: Matrix = {
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
  "get /delivery-notice/workbook": {
    rights: [rights.deliveryNotice.add], kind: "read", outsider: { sup1002: 200, buyer02: 200, sibling: 200 },
    target: async () => { await makeOrder({ receiveStatus: "received" }); return { path: "/delivery-notice/workbook" }; },
  },
  "post /delivery-notice/workbook/upload": {
    rights: [rights.deliveryNotice.add], kind: "create", outsider: { sup1002: 200, buyer02: 200, sibling: 200 },
    target: async () => {
      const o = await makeOrder({ receiveStatus: "received", lines: 1 });
      return {
        path: "/delivery-notice/workbook/upload?name=n.xlsx",
        raw: await noticeWorkbookOf([{ pono: o.pono, lineNo: 1, thisQty: "5", receiveAddress: "华印工业园 1 号", storageLocation: "A-01", requiredDept: "原料仓", deliveryNo: "SH-M" }]),
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
};
