import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ListResult } from "@/lib/contracts/common";
import type { ProcessingOrderRow } from "@/lib/contracts/erp-production/processing-order";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { makeProcessingOrder } from "./erp-production.fixtures";

/**
 * Overdue days count from the company's business day (Asia/Shanghai for company 1) at the request's
 * instant, never the database's current_date: the services' clock is frozen far from the database's.
 */
let sup: string;
beforeAll(async () => {
  sup = await login("sup1001");
});

describe("overdue days", () => {
  it.each([
    ["2030-06-14T20:00:00Z", 14],
    ["2030-06-15T15:59:00Z", 14],
    ["2030-06-15T16:00:00Z", 15],
  ])("at %s the order due 2030-06-01 is %i days overdue", async (instant, days) => {
    const o = await makeProcessingOrder({ receiveStatus: "received" });
    await rows(await getDb(), sql`update processing_orders set completion_date = '2030-06-01' where id = ${o.id}`);
    const clock = () => new Date(instant);
    const list = await call<ListResult<ProcessingOrderRow>>("erp-production", "GET", `/processing-order?outNo=${o.outNo}`, { token: sup, clock });
    expect(list.body.data!.rows[0]!.overdueDays).toBe(days);
    const overdue = await call<ListResult<ProcessingOrderRow>>("erp-production", "GET", `/processing-order?outNo=${o.outNo}&overdue=true`, { token: sup, clock });
    expect(overdue.body.data!.rows.map((r) => r.id)).toEqual([o.id]);
    const early = await call<ListResult<ProcessingOrderRow>>("erp-production", "GET", `/processing-order?outNo=${o.outNo}&overdue=true`, { token: sup, clock: () => new Date("2030-05-31T00:00:00Z") });
    expect(early.body.data!.rows).toEqual([]);
  });
});
