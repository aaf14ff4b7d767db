import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { call, login } from "../helpers/services";
import { makeUser } from "../helpers/fixtures";
import { makePlan } from "./erp-production-delivery.fixtures";

/**
 * Dashboard warnings of internal staff (issue 9): notice lines due within two weeks and overdue ones. Company 3
 * has no seeded notices and no other test writes any there, and the services' clock is frozen, so the counts
 * before and after this test's notices differ by exactly what it inserted.
 */
const clock = () => new Date("2026-12-10T04:00:00Z"); // 12:00 on 2026-12-10 in Shanghai, the company's business day
const userName = `pw${process.pid.toString(36)}`;
const supplierName = `pws${process.pid.toString(36)}`;
let token: string;

beforeAll(async () => {
  await makeUser(userName, { rights: [rights.deliveryPlan.view], companies: [3] });
  await makeUser(supplierName, { rights: [rights.deliveryPlan.view], venNo: "1001", companies: [3] });
  await (await getDb()).execute(sql`insert into customers (company_id, customer_no, name) values (3, 'KH001', '深圳市星辰电子有限公司')
    on conflict do nothing`);
  token = await login(userName, 3);
});

const warnings = async () => {
  const r = await call<{ dueSoon: number; overdue: number }>("erp-production", "GET", "/delivery-plan/warnings", { token, clock });
  expect(r.status).toBe(200);
  return r.body.data!;
};
const listed = async (due: string) =>
  (await call<{ total: number }>("erp-production", "GET", `/delivery-plan?due=${due}&limit=1`, { token, clock })).body.data!.total;

describe("delivery plan warnings on the dashboard", () => {
  it("count lines with something unsent due from today to today + 14, and overdue ones; drafts and fully sent lines never", async () => {
    const before = await warnings();
    await makePlan({ companyId: 3, sendDate: "2026-12-10", lines: [{}, {}] });
    await makePlan({ companyId: 3, sendDate: "2026-12-24", status: "released" });
    await makePlan({ companyId: 3, sendDate: "2026-12-25" });
    await makePlan({ companyId: 3, sendDate: "2026-12-09", lines: [{}, {}, { unsent: "0" }] });
    await makePlan({ companyId: 3, sendDate: "2026-12-01", status: "draft" });
    await makePlan({ companyId: 3, sendDate: "2026-12-12", status: "draft" });
    const after = await warnings();
    expect([after.dueSoon - before.dueSoon, after.overdue - before.overdue]).toEqual([3, 2]);
    expect(await listed("soon")).toBe(after.dueSoon);
    expect(await listed("overdue")).toBe(after.overdue);
  });

  it("are for internal staff only: a supplier account is refused even with the plan right", async () => {
    const r = await call("erp-production", "GET", "/delivery-plan/warnings", { token: await login(supplierName, 3), clock });
    expect(r.body.returnCode).toBe(403);
  });
});
