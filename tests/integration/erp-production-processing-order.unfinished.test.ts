import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ListResult } from "@/lib/contracts/common";
import type { ProcessingOrderRow } from "@/lib/contracts/erp-production/processing-order";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { call, login } from "../helpers/services";
import { fetchRaw, makeUser } from "../helpers/fixtures";
import { makeProcessingOrder } from "./erp-production.fixtures";

/** The unfinished order list (menu 42): the processing orders left to produce and not rejected, most overdue first. */
let sup: string;
beforeAll(async () => {
  sup = await login("sup1001");
});

const list = (token: string, query: string) =>
  call<ListResult<ProcessingOrderRow>>("erp-production", "GET", `/processing-order?outboundDateRange=lastThreeMonths&progress=open&${query}`, { token });

describe("unfinished orders", () => {
  it("holds open and partly produced orders, never completed or rejected ones", async () => {
    const open = await makeProcessingOrder({ receiveStatus: "received" });
    const partly = await makeProcessingOrder({ receiveStatus: "received" });
    const done = await makeProcessingOrder({ receiveStatus: "received" });
    const rejected = await makeProcessingOrder({ receiveStatus: "rejected" });
    const db = await getDb();
    await db.execute(sql`update processing_orders set completed_qty = 40 where id = ${partly.id}`);
    await db.execute(sql`update processing_orders set completed_qty = outbound_qty where id = ${done.id}`);
    const seen = async (outNo: string) => (await list(sup, `outNo=${outNo}`)).body.data!.rows.map((r) => [r.outNo, Number(r.unfinishedQty)]);
    expect(await seen(open.outNo)).toEqual([[open.outNo, 100]]);
    expect(await seen(partly.outNo)).toEqual([[partly.outNo, 60]]);
    expect(await seen(done.outNo)).toEqual([]);
    expect(await seen(rejected.outNo)).toEqual([]);
  });

  it("puts the most overdue first, and every row has something left to produce", async () => {
    const late = await makeProcessingOrder({ receiveStatus: "received", completionOffset: -30 });
    const page = (await list(sup, "sort=-overdueDays&limit=200")).body.data!.rows;
    expect(page[0]?.overdueDays).toBeGreaterThanOrEqual(30);
    expect(page.some((r) => r.outNo === late.outNo)).toBe(true);
    for (let i = 1; i < page.length; i++) expect(page[i - 1]!.overdueDays).toBeGreaterThanOrEqual(page[i]!.overdueDays);
    for (const r of page) {
      expect(Number(r.unfinishedQty)).toBeGreaterThan(0);
      expect(r.receiveStatus).not.toBe("rejected");
    }
  });

  it("opens to a role that holds only the unfinished list's rights, and to nobody without them", async () => {
    await makeUser("unfinonly", { rights: [rights.unfinishedOrders.view, rights.unfinishedOrders.export], venNo: "1001" });
    await makeUser("unfinnone", { rights: [], venNo: "1001" });
    const only = await login("unfinonly");
    const o = await makeProcessingOrder({ receiveStatus: "received" });
    expect((await list(only, `outNo=${o.outNo}`)).body.data!.rows.map((r) => r.id)).toEqual([o.id]);
    const xlsx = await fetchRaw("GET", `/processing-order/export?progress=open&outNo=${o.outNo}&columns=outNo,unfinishedQty`, { token: only, service: "erp-production" });
    expect([xlsx.status, xlsx.headers.get("content-type")]).toEqual([200, expect.stringContaining("spreadsheetml")]);
    const none = await login("unfinnone");
    expect((await list(none, `outNo=${o.outNo}`)).status).toBe(403);
  });
});
