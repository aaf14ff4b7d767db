import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import type { Matrix } from "../helpers/matrix";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { one } from "../helpers/fixtures";
import { call } from "../helpers/services";
import { makeNotice } from "./erp-purchase.fixtures";

/** The purchase-receipt routes of the erp-purchase matrix (tests/helpers/matrix.ts). */
async function receiptFixture(t: Record<string, string>) {
  const n = await makeNotice(t.sup1001!, "10");
  const lines = (await call<{ lines: Array<{ id: number }> }>("erp-purchase", "GET", `/delivery-notice/${n.noticeId}`, { token: t.sup1001 })).body.data!.lines;
  const res = await call<{ id: number; recno: string }>("erp-purchase", "POST", "/purchase-receipt", {
    token: t.buyer01,
    body: { noticeId: n.noticeId, recdate: "2030-01-20", lines: lines.map((l) => ({ noticeLineId: l.id, recqty: "10", passqty: "10", instoreqty: "10" })) },
  });
  return res.body.data!;
}

export const purchaseReceiptMatrix: Matrix = {
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
};
