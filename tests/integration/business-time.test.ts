import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rights } from "@/lib/rights/codes";
import { formatZoned } from "@/lib/business-time";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { makeNotice, makeOrder, noticeBody } from "./erp-purchase.fixtures";
import { fetchRaw, makeUser, readXlsx } from "../helpers/fixtures";

/**
 * Issue 16 item 2: one business time zone per company. The services' clock is frozen per call (the
 * ServiceEnv binding); the database keeps its own time, so tokens and locks behave as always.
 * 23:30 UTC is the next morning in Shenzhen (07:30, UTC+8) and in Vietnam (06:30, UTC+7); 16:30 UTC is
 * 00:30 the next day in Shenzhen but still 23:30 the same day in Vietnam.
 */
const at = (iso: string) => () => new Date(iso);
const lateUtc = at("2026-11-22T23:30:00Z");
const splitDay = at("2026-11-22T16:30:00Z");

const userName = `tz${process.pid.toString(36)}`;
const buyerName = `tzb${process.pid.toString(36)}`;

beforeAll(async () => {
  await makeUser(userName, { rights: [rights.deliveryNotice.add, rights.deliveryNotice.view, rights.deliveryNotice.export, rights.purchaseOrder.view], venNo: "1001", companies: [1, 4] });
  await makeUser(buyerName, { rights: [rights.purchaseOrder.view, rights.purchaseOrder.export, rights.purchaseReceipt.add], companies: [1, 4] });
});

async function companyZones() {
  return rows<{ code: string; time_zone: string }>(await getDb(), sql`select code, time_zone from companies where code in ('SZ', 'DG', 'SH', 'VN') order by id`);
}

describe("companies.time_zone", () => {
  it("is Asia/Shanghai for the three Chinese companies and Asia/Ho_Chi_Minh for Vietnam", async () => {
    expect(await companyZones()).toEqual([
      { code: "SZ", time_zone: "Asia/Shanghai" },
      { code: "DG", time_zone: "Asia/Shanghai" },
      { code: "SH", time_zone: "Asia/Shanghai" },
      { code: "VN", time_zone: "Asia/Ho_Chi_Minh" },
    ]);
  });

  it("reaches the portal with the session user", async () => {
    const sz = await call<{ timeZone: string }>("base-data", "GET", "/user/userInfo", { token: await login(userName, 1) });
    const vn = await call<{ timeZone: string }>("base-data", "GET", "/user/userInfo", { token: await login(userName, 4) });
    expect([sz.body.data?.timeZone, vn.body.data?.timeZone]).toEqual(["Asia/Shanghai", "Asia/Ho_Chi_Minh"]);
  });
});

describe("document numbers carry the company's business day", () => {
  it("at 23:30 UTC a notice made in Shenzhen is numbered with the next day", async () => {
    const n = await makeNotice(await login(userName, 1), "5", { clock: lateUtc });
    expect(n.noticeNo).toMatch(/^DN20261123\d{6}$/);
  });

  it("at 16:30 UTC the Shenzhen notice is dated the 23rd, the Vietnamese one still the 22nd", async () => {
    const sz = await makeNotice(await login(userName, 1), "5", { clock: splitDay });
    const vnOrder = await makeOrder({ companyId: 4, receiveStatus: "received" });
    const vn = await call<{ noticeNo: string }>("erp-purchase", "POST", "/delivery-notice", {
      token: await login(userName, 4),
      clock: splitDay,
      body: noticeBody(vnOrder.lineIds.map((poLineId) => ({ poLineId, qty: "5" }))),
    });
    expect(vn.body.returnCode).toBe(200);
    expect([sz.noticeNo.slice(0, 10), vn.body.data!.noticeNo.slice(0, 10)]).toEqual(["DN20261123", "DN20261122"]);
  });

  it("a goods receipt at 23:30 UTC is numbered with the Shenzhen day", async () => {
    const n = await makeNotice(await login(userName, 1), "5", { lines: 1 });
    const [line] = (await call<{ lines: Array<{ id: number }> }>("erp-purchase", "GET", `/delivery-notice/${n.noticeId}`, { token: await login(userName, 1) })).body.data!.lines;
    const saved = await call<{ recno: string }>("erp-purchase", "POST", "/purchase-receipt", {
      token: await login(buyerName, 1),
      clock: lateUtc,
      body: { noticeId: n.noticeId, recdate: "2026-11-23", lines: [{ noticeLineId: line!.id, recqty: "5", passqty: "5", instoreqty: "5" }] },
    });
    expect(saved.body.returnCode).toBe(200);
    expect(saved.body.data!.recno).toMatch(/^RC20261123\d{6}$/);
  });
});

describe("'today' of warnings and filters is the company's", () => {
  it("the dashboard warnings answer the business day of the session's company", async () => {
    const sz = await call<{ today: string }>("erp-purchase", "GET", "/purchase-order/warnings", { token: await login(buyerName, 1), clock: splitDay });
    const vn = await call<{ today: string }>("erp-purchase", "GET", "/purchase-order/warnings", { token: await login(buyerName, 4), clock: splitDay });
    expect([sz.body.data?.today, vn.body.data?.today]).toEqual(["2026-11-23", "2026-11-22"]);
  });

  it("a line due on the 22nd is overdue in Shenzhen at 16:30 UTC but not yet in Vietnam", async () => {
    const db = await getDb();
    const sz = await makeOrder({ companyId: 1, lines: 1 });
    const vn = await makeOrder({ companyId: 4, lines: 1 });
    await db.execute(sql`update purchase_order_lines set deldate = '2026-11-22' where id in (${sz.lineIds[0]!}, ${vn.lineIds[0]!})`);
    const overdue = async (companyId: number, pono: string) => {
      const res = await call<{ rows: Array<{ pono: string }> }>("erp-purchase", "GET", `/purchase-order?due=overdue&pono=${pono}`, {
        token: await login(buyerName, companyId),
        clock: splitDay,
      });
      expect(res.body.returnCode).toBe(200);
      return res.body.data!.rows.length;
    };
    expect([await overdue(1, sz.pono), await overdue(4, vn.pono)]).toEqual([1, 0]);
  });

  it("date presets count from the company's day: 'last half month' at 23:30 UTC includes the Shenzhen 23rd", async () => {
    const db = await getDb();
    const o = await makeOrder({ companyId: 1, lines: 1 });
    await db.execute(sql`update purchase_order_lines set podate = '2026-11-23' where id = ${o.lineIds[0]!}`);
    const res = await call<{ rows: unknown[] }>("erp-purchase", "GET", `/purchase-order?podateRange=lastHalfMonth&pono=${o.pono}`, {
      token: await login(buyerName, 1),
      clock: lateUtc,
    });
    expect(res.body.data!.rows).toHaveLength(1);
    const utcDay = await call<{ rows: unknown[] }>("erp-purchase", "GET", `/purchase-order?podateRange=lastHalfMonth&pono=${o.pono}`, {
      token: await login(buyerName, 1),
      clock: at("2026-11-22T15:30:00Z"),
    });
    expect(utcDay.body.data!.rows).toHaveLength(0);
  });
});

describe(".xlsx exports write dates as dates and times in the company's zone", () => {
  it("a notice's required date is a date cell, its creation time the Shenzhen wall clock, the file named in Shenzhen time", async () => {
    const token = await login(userName, 1);
    const n = await makeNotice(token, "5", { lines: 1 });
    const res = await fetchRaw("GET", `/delivery-notice/export?noticeNo=${n.noticeNo}&columns=noticeNo,requiredDate,createdAt`, { token, clock: lateUtc });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get("content-disposition") ?? "")).toMatch(/-20261123-0730\.xlsx$/);
    const sheet = await readXlsx(res);
    const [row] = sheet.rows.slice(1);
    const [stored] = await rows<{ created: string }>(await getDb(), sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created from delivery_notices where id = ${n.noticeId}`);
    expect(row![0]).toBe(n.noticeNo);
    expect(row![1]).toBeInstanceOf(Date);
    expect((row![1] as Date).toISOString()).toBe("2030-01-15T00:00:00.000Z");
    expect(row![2]).toBeInstanceOf(Date);
    // ExcelJS reads a serial as UTC: the cell's "UTC" reading is the wall clock written, which must be Shenzhen's.
    expect((row![2] as Date).toISOString().slice(0, 16).replace("T", " ")).toBe(formatZoned(stored!.created, "Asia/Shanghai"));
  });
});

describe("a time shown as a day is the company's day (issue 33 item 2)", () => {
  it("an order accepted at 23:30 UTC is 'accepted on' the Shenzhen next day in the list, detail and export alike", async () => {
    const db = await getDb();
    const o = await makeOrder({ companyId: 1, lines: 1, receiveStatus: "received" });
    await db.execute(sql`update purchase_orders set received_at = '2026-11-28T23:30:00Z' where id = ${o.orderId}`);
    const token = await login(buyerName, 1);
    const list = await call<{ rows: Array<{ receiveDate: string | null }> }>("erp-purchase", "GET", `/purchase-order?pono=${o.pono}`, { token });
    expect(list.body.data!.rows.map((r) => r.receiveDate)).toEqual(["2026-11-29"]);
    const detail = await call<{ receivedAt: string }>("erp-purchase", "GET", `/purchase-order/${o.orderId}`, { token });
    expect(formatZoned(detail.body.data!.receivedAt, "Asia/Shanghai").slice(0, 10)).toBe("2026-11-29");
    const res = await fetchRaw("GET", `/purchase-order/export?pono=${o.pono}&columns=pono,receiveDate`, { token, clock: lateUtc });
    expect(res.status).toBe(200);
    const [row] = (await readXlsx(res)).rows.slice(1);
    expect((row![1] as Date).toISOString()).toBe("2026-11-29T00:00:00.000Z");
  });
});
