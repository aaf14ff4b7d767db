import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { makeBulkSupplier, makeNotice, makeOrder } from "./erp-purchase.fixtures";
import { fetchRaw, readXlsx } from "../helpers/fixtures";

let sup: string;
const xlsxMime = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

beforeAll(async () => {
  sup = await login("sup1001");
});

describe("streamed .xlsx export", () => {
  it("holds every filtered row (across keyset batches), in the list's order, with all columns", async () => {
    const bulk = await makeBulkSupplier("exbulk01", 4321);
    const res = await fetchRaw("GET", "/purchase-order/export?sort=pono", { token: bulk.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(xlsxMime);
    const sheet = await readXlsx(res);
    expect(sheet.rows.length).toBe(4322);
    expect(sheet.rows[0]).toContain("PO No.");
    expect(sheet.rows[0]!.length).toBe(39);
    const ponos = sheet.rows.slice(1).map((r) => String(r[0]));
    expect(ponos).toEqual([...ponos].sort());
    const filtered = await fetchRaw("GET", "/purchase-order/export?receiveStatus=received&isSend=true&columns=pono,payqty,isSend,receiveStatus", { token: bulk.token });
    const f = await readXlsx(filtered);
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from purchase_order_lines
      where supplier_id = ${bulk.supplierId} and receive_status = 'received' and is_send`);
    expect(f.rows.length - 1).toBe(n);
    expect(f.rows[0]).toEqual(["PO No.", "Order qty", "Direct delivery", "Acceptance"]);
    expect(f.rows[1]!.slice(1)).toEqual([expect.any(Number), "Yes", "Accepted"]);
  });

  it("escapes cells that begin with = + - @, keeps numbers numeric, and names the file in the caller's language", async () => {
    const evil = ["=HYPERLINK(\"http://x\")", "+SUM(A1)", "-2+3", "@cmd"];
    const ponos: string[] = [];
    for (const d of evil) ponos.push((await makeOrder({ itemdesc: d, lines: 1, ponoPrefix: "XE" })).pono);
    const res = await fetchRaw("GET", `/purchase-order/export?pono=XE&columns=pono,itemdesc,payqty&sort=pono`, { token: sup, locale: "zh" });
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''%E9%87%87%E8%B4%AD%E8%AE%A2%E5%8D%95-\d{8}-\d{4}\.xlsx$/);
    const sheet = await readXlsx(res);
    expect(sheet.name).toBe("采购订单");
    expect(sheet.rows[0]).toEqual(["采购单号", "物料名称", "采购数量"]);
    const byPono = new Map(sheet.rows.slice(1).map((r) => [r[0], r]));
    evil.forEach((d, i) => expect(byPono.get(ponos[i])).toEqual([ponos[i], `'${d}`, 100]));
  });

  it("writes business codes by their dictionary label in the reader's language", async () => {
    const { pono } = await makeOrder({ lines: 1, ponoPrefix: "XD" });
    await rows(await getDb(), sql`update purchase_orders set po_type = 'urgent' where pono = ${pono}`);
    for (const [locale, caption] of [["en", "Urgent purchase"], ["zh", "紧急采购"], ["vi", "Mua hàng khẩn cấp"]] as const) {
      const sheet = await readXlsx(await fetchRaw("GET", `/purchase-order/export?pono=${pono}&columns=pono,poType&sort=pono`, { token: sup, locale }));
      expect(sheet.rows[1]).toEqual([pono, caption]);
    }
  });

  it("refuses an unknown export column with 400", async () => {
    const res = await call("erp-purchase", "GET", "/purchase-order/export?columns=pono,password", { token: sup });
    expect(res.body.returnCode).toBe(400);
    expect(Object.keys((res.body.data as { fieldErrors: object }).fieldErrors)).toEqual(["columns"]);
  });
});

describe("goods receipt export", () => {
  it("writes the declared columns: captions, translated status and yes/no, quantities as numbers, no internal field", async () => {
    const n = await makeNotice(sup, "10");
    const [first] = (await call<{ lines: Array<{ id: number }> }>("erp-purchase", "GET", `/delivery-notice/${n.noticeId}`, { token: sup })).body.data!.lines;
    const saved = await call<{ recno: string }>("erp-purchase", "POST", "/purchase-receipt", {
      token: await login("buyer01"),
      body: { noticeId: n.noticeId, recdate: "2030-01-20", lines: [{ noticeLineId: first!.id, recqty: "9", passqty: "9", instoreqty: "9" }] },
    });
    const recno = saved.body.data!.recno;
    const picked = await readXlsx(await fetchRaw("GET", `/purchase-receipt/export?recno=${recno}&columns=recno,status,hasDifference,totalRecqty,lineCount`, { token: sup }));
    expect(picked.name).toBe("Goods receipts");
    expect(picked.rows).toEqual([["Receipt No.", "Status", "Difference", "Received", "Lines"], [recno, "Stored", "Yes", 9, 2]]);
    const all = await readXlsx(await fetchRaw("GET", `/purchase-receipt/export?recno=${recno}`, { token: sup, locale: "zh" }));
    expect(all.rows[0]).toHaveLength(19);
    expect(all.rows[0]).toContain("录入时间");
  });
});

