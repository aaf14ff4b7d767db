import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import type { AuditEntry } from "@/lib/contracts/common";
import type { PriceCheckLine, PriceReviewResult, PurchaseOrderDetail } from "@/lib/contracts/erp-purchase/purchase-order";
import { call, login } from "../helpers/services";
import { supplierIdOf, unique } from "../helpers/fixtures";
import { makeOrder } from "./erp-purchase.fixtures";

/** Issue 33 item 6: a pending price review says why, line by line, to the buyer and to the supplier, in the detail and the history. */
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const u of ["buyer01", "sup1001", "sup1002"]) tokens[u] = await login(u, 1);
  tokens.buyer02 = await login("buyer02", 3);
});

async function priceRecord(o: { companyId?: number; venNo?: string; itemno: string; price: string; currency?: string; from?: string; to?: string }) {
  await (await getDb()).execute(sql`insert into price_records (company_id, supplier_id, itemno, itemdesc, unit_price, tax_price, currency, valid_from, valid_to)
    values (${o.companyId ?? 1}, ${await supplierIdOf(o.venNo ?? "1001")}, ${o.itemno}, 'Review paper', ${o.price}, ${o.price}, ${o.currency ?? "CNY"},
      ${o.from ?? "2000-01-01"}, ${o.to ?? "2999-12-31"})`);
}

/** An order of sup1001 in company 1 of three lines: above its record, without a record, at its record. */
async function mismatchingOrder() {
  const [above, none, exact] = [`PRA${unique()}`, `PRN${unique()}`, `PRE${unique()}`];
  await priceRecord({ itemno: above, price: "4.50" });
  await priceRecord({ itemno: above, price: "4.40", to: "2001-12-31" });
  // Prices the review must not take: another supplier's, another company's, another currency's.
  await priceRecord({ itemno: above, price: "4.80", venNo: "1002" });
  await priceRecord({ itemno: above, price: "4.80", companyId: 2 });
  await priceRecord({ itemno: none, price: "2.00", currency: "USD" });
  await priceRecord({ itemno: exact, price: "3.30" });
  const order = await makeOrder({ venNo: "1001", priceReview: "pending", lines: 3, itemno: above, dj: "4.80" });
  const db = await getDb();
  await db.execute(sql`update purchase_order_lines set itemno = ${none}, dj = 2.00 where id = ${order.lineIds[1]!}`);
  await db.execute(sql`update purchase_order_lines set itemno = ${exact}, dj = 3.30 where id = ${order.lineIds[2]!}`);
  return { ...order, items: { above, none, exact } };
}

const expected = (items: { above: string; none: string; exact: string }) => [
  { lineNo: 1, itemno: items.above, dj: "4.800000", recordPrice: "4.500000", recordValidFrom: "2000-01-01", recordValidTo: "2999-12-31",
    diff: "0.300000", diffPct: "6.67", passed: false },
  { lineNo: 2, itemno: items.none, dj: "2.000000", recordPrice: null, recordValidFrom: null, recordValidTo: null, diff: null, diffPct: null, passed: false },
  { lineNo: 3, itemno: items.exact, dj: "3.300000", recordPrice: "3.300000", diff: "0.000000", diffPct: "0.00", passed: true },
];

const get = <T>(token: string, path: string) => call<T>("erp-purchase", "GET", path, { token });

describe("the price review says why, per line", () => {
  it("shows the order price, the valid record (or none) and the difference to the buyer and the supplier, in the detail and the history", async () => {
    const order = await mismatchingOrder();
    const lines = expected(order.items);
    for (const token of [tokens.buyer01!, tokens.sup1001!]) {
      const detail = await get<PurchaseOrderDetail>(token, `/purchase-order/${order.orderId}`);
      expect(detail.body.returnCode).toBe(200);
      expect(detail.body.data!.priceCheck).toMatchObject(lines);
    }

    const review = await call<PriceReviewResult>("erp-purchase", "POST", `/purchase-order/${order.orderId}/price-review`, { token: tokens.buyer01 });
    expect(review.body.data).toMatchObject({ priceReviewStatus: "pending", lines });
    for (const token of [tokens.buyer01!, tokens.sup1001!]) {
      const history = await get<AuditEntry[]>(token, `/purchase-order/${order.orderId}/audit`);
      const entry = history.body.data!.find((e) => e.action === "priceReview");
      expect((entry?.detail as { lines: PriceCheckLine[] } | undefined)?.lines).toMatchObject(lines);
    }

    // Once the buyer corrects the price to the record, the review passes and the detail no longer lists reasons.
    const db = await getDb();
    await db.execute(sql`update purchase_order_lines set dj = 4.5 where id = ${order.lineIds[0]!}`);
    await priceRecord({ itemno: order.items.none, price: "2.00" });
    const passed = await call<PriceReviewResult>("erp-purchase", "POST", `/purchase-order/${order.orderId}/price-review`, { token: tokens.buyer01 });
    expect(passed.body.data!.priceReviewStatus).toBe("done");
    expect((await get<PurchaseOrderDetail>(tokens.sup1001!, `/purchase-order/${order.orderId}`)).body.data!.priceCheck).toBeNull();
  });

  it("answers another supplier and another company as if the order did not exist", async () => {
    const order = await mismatchingOrder();
    const missingDetail = await get(tokens.sup1002!, "/purchase-order/2147483647");
    const missingAudit = await get(tokens.sup1002!, "/purchase-order/2147483647/audit");
    expect(missingDetail.body.returnCode).toBe(404);
    expect((await get(tokens.sup1002!, `/purchase-order/${order.orderId}`)).body).toEqual(missingDetail.body);
    expect((await get(tokens.sup1002!, `/purchase-order/${order.orderId}/audit`)).body).toEqual(missingAudit.body);
    expect((await get(tokens.buyer02!, `/purchase-order/${order.orderId}`)).body).toEqual((await get(tokens.buyer02!, "/purchase-order/2147483647")).body);
    const missingReview = await call("erp-purchase", "POST", "/purchase-order/2147483647/price-review", { token: tokens.buyer02 });
    expect(missingReview.body.returnCode).toBe(404);
    expect((await call("erp-purchase", "POST", `/purchase-order/${order.orderId}/price-review`, { token: tokens.buyer02 })).body).toEqual(missingReview.body);
  });
});
