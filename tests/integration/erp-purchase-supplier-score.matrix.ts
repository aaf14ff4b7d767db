import { rights } from "@/lib/rights/codes";
import { businessDate } from "@/lib/business-time";
import { getDb } from "@/services/db/client";
import { addMonths, computeMonth, monthOf } from "@/services/erp-purchase/supplier-score/compute";
import type { Matrix } from "../helpers/matrix";
import { supplierIdOf } from "../helpers/fixtures";
import { makeOrder } from "./erp-purchase.fixtures";

/**
 * The supplier-score routes of the erp-purchase matrix (tests/helpers/matrix.ts): cards of company 1's open month,
 * computed once. A supplier reads its own card only; settings and recomputing are an admin's.
 */
let ready: Promise<{ supplierId: number; month: string }> | null = null;
/**
 * Supplier 1001's cards of the open month in companies 1, 2 and 3, each on an order of its own: a card is the
 * caller's company's, so staff of company 3 (buyer02) and 1001's account in company 2 (sibling) read their own
 * company's card of 1001, whatever other files computed. Tenancy itself is in erp-purchase-supplier-score.test.ts.
 */
const scored = () => (ready ??= (async () => {
  const month = monthOf(businessDate(new Date(), "Asia/Shanghai"));
  const db = await getDb();
  for (const companyId of [1, 2, 3]) {
    await makeOrder({ venNo: "1001", companyId });
    await db.transaction((tx) => computeMonth(tx, companyId, month, new Date()));
  }
  return { supplierId: await supplierIdOf("1001"), month: month.slice(0, 7) };
})());
/**
 * The ranking's month: a year back, where the demo seed's history (services/db/seed/supplier-score.ts) grades 1001 in
 * company 1 alone, so the buyer of company 3 finds nothing there.
 */
const rankedMonth = addMonths(monthOf(businessDate(new Date(), "Asia/Shanghai")), -12).slice(0, 7);
const ranked = async () => (await scored()).supplierId;
const missing = "/supplier-score/supplier/2147483647";
const settings = { weights: { onTime: 30, inFull: 20, quality: 20, asn: 10, responsiveness: 10, price: 5, invoice: 5 }, thresholds: { a: 90, b: 80, c: 70 } };

export const supplierScoreMatrix: Matrix = {
  "get /supplier-score": {
    rights: [rights.supplierScore.view], kind: "list",
    target: async () => ({ path: `/supplier-score?month=${rankedMonth}&supplier=1001`, ids: [await ranked()] }),
  },
  "get /supplier-score/export": {
    rights: [rights.supplierScore.export], kind: "export",
    target: async () => ({ path: `/supplier-score/export?month=${rankedMonth}&supplier=1001`, ids: [await ranked()] }),
  },
  "get /supplier-score/supplier/:id": {
    rights: [rights.supplierScore.view], kind: "read", outsider: { buyer02: 200, sibling: 200 },
    target: async () => ({ path: `/supplier-score/supplier/${(await scored()).supplierId}` }),
  },
  "get /supplier-score/supplier/:id/lines": {
    rights: [rights.supplierScore.view], kind: "read", outsider: { buyer02: 200, sibling: 200 },
    target: async () => { const s = await scored(); return { path: `/supplier-score/supplier/${s.supplierId}/lines?measure=onTime&month=${s.month}` }; },
  },
  "get /supplier-score/own": {
    // Another supplier of the company, and the supplier's account in another company, read their own card; staff have none.
    rights: [rights.supplierScore.view], kind: "read", answers: { admin: 403 }, outsider: { sup1002: 200, sibling: 200 },
    target: async () => { await scored(); return { path: "/supplier-score/own", missing }; },
  },
  "get /supplier-score/falls": {
    // Staff of company 3 read their own company's falls (erp-purchase-supplier-score.test.ts checks what they hold).
    rights: [rights.supplierScore.view], kind: "dashboard", outsider: { buyer02: 200 },
    target: async () => { await scored(); return { path: "/supplier-score/falls" }; },
  },
  "get /supplier-score/own/trend": {
    // Like the own card: each supplier account reads its own trend; staff have none.
    rights: [rights.supplierScore.view], kind: "dashboard", answers: { admin: 403 }, outsider: { sup1002: 200, sibling: 200 },
    target: async () => { await scored(); return { path: "/supplier-score/own/trend" }; },
  },
  "get /supplier-score/settings": {
    rights: [rights.supplierScore.settings], kind: "read", deny: ["buyer01"], outsider: { buyer02: 403 },
    target: async () => ({ path: "/supplier-score/settings" }),
  },
  "put /supplier-score/settings": {
    rights: [rights.supplierScore.settings], kind: "write", deny: ["buyer01"], outsider: { buyer02: 403 },
    target: async () => ({ path: "/supplier-score/settings", body: settings }),
  },
  "post /supplier-score/recompute": {
    rights: [rights.supplierScore.recompute], kind: "write", deny: ["buyer01"], outsider: { buyer02: 403 },
    target: async () => ({ path: "/supplier-score/recompute", body: { month: (await scored()).month } }),
  },
};
