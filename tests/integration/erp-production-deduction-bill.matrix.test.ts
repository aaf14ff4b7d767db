import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/services/erp-production";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { rightsForRole } from "@/lib/rights/roles";
import type { AnyRoute } from "@/services/core/route";
import { services } from "@/services/registry";
import { png } from "../helpers/files";
import { freshIp, login } from "../helpers/services";
import { makeUser } from "../helpers/fixtures";
import { deductionState, makeDeduction, makeOwed, makeProcessingOrder, owedState } from "./erp-production.fixtures";
import { keyOf } from "../helpers/matrix";

/**
 * The authorisation matrix of the owed-quantity and deduction-bill routes, generated from erp-production's
 * route list (a new route under these paths without an entry fails). Targets belong to supplier 1001 in
 * company 1. `allow` succeed; other actors of the tenant get 403 (no right, or the wrong audience: only the
 * supplier answers, only internal staff issue and answer); sup1002, company-3 factory staff and a 1001
 * account in company 2 see nothing and get the answer of a missing record.
 */
type Actor = "sup1001" | "sup1001a" | "factory01" | "admin" | "buyer01" | "sup1002" | "factory03" | "sibling";
const inTenant: Actor[] = ["sup1001", "sup1001a", "factory01", "admin", "buyer01"];
const outsiders: Actor[] = ["sup1002", "factory03", "sibling"];
const logins: Record<Actor | "mxnone", [string, number]> = {
  sup1001: ["sup1001", 1], sup1001a: ["sup1001a", 1], factory01: ["factory01", 1], admin: ["admin", 1], buyer01: ["buyer01", 1],
  sup1002: ["sup1002", 1], factory03: ["switch04", 3], sibling: ["dmxsib1001", 2], mxnone: ["dmxnone", 1],
};
const tokens: Record<string, string> = {};

interface Target { path: string; body?: unknown; raw?: Uint8Array; unchanged?: () => Promise<boolean> }
type Outsider = "missing" | "empty" | "count" | "field" | "forbidden";
interface Entry { rights: string[]; allow: Actor[]; outsider: Outsider; target(): Promise<Target> }

const owedViewers: Actor[] = ["sup1001", "sup1001a", "factory01", "admin"];
const suppliers: Actor[] = ["sup1001", "sup1001a", "admin"];
const everyone: Actor[] = [...inTenant];
const internal: Actor[] = ["factory01", "admin", "buyer01"];
const owedPending = (id: number) => async () => (await owedState(id)).status === "pending";
const billIs = (id: number, status: string) => async () => (await deductionState(id)).status === status;
const billsOf = async (orderId: number) => Number((await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from deduction_bills where processing_order_id = ${orderId}`))[0]!.n);
async function evidence(): Promise<string> {
  const res = await send(byKey("post /deduction-bill/evidence/upload"), { path: "/deduction-bill/evidence/upload?name=e.png", raw: png() }, tokens.buyer01!);
  const b = await makeDeduction();
  const id = (res.body.data as { id: string }).id;
  await rows(await getDb(), sql`update deduction_bill_files set bill_id = ${b.id} where file_id = ${id}::uuid`);
  return id;
}

const matrix: Record<string, Entry> = {
  "get /owed-quantity": { rights: [rights.owedQuantity.view], allow: owedViewers, outsider: "empty", target: async () => ({ path: `/owed-quantity?owedNo=${(await makeOwed()).owedNo}` }) },
  "get /owed-quantity/export": { rights: [rights.owedQuantity.export], allow: owedViewers, outsider: "count", target: async () => ({ path: `/owed-quantity/export?owedNo=${(await makeOwed()).owedNo}` }) },
  "get /owed-quantity/todo": { rights: [rights.owedQuantity.view], allow: owedViewers, outsider: "count", target: async () => ({ path: "/owed-quantity/todo" }) },
  "post /owed-quantity/batch/confirm": {
    rights: [rights.owedQuantity.confirm], allow: suppliers, outsider: "forbidden",
    target: async () => { const o = await makeOwed(); return { path: "/owed-quantity/batch/confirm", body: { ids: [o.id] }, unchanged: owedPending(o.id) }; },
  },
  "post /owed-quantity/batch/dispute": {
    rights: [rights.owedQuantity.dispute], allow: suppliers, outsider: "forbidden",
    target: async () => { const o = await makeOwed(); return { path: "/owed-quantity/batch/dispute", body: { ids: [o.id], reason: "m" }, unchanged: owedPending(o.id) }; },
  },
  "post /owed-quantity/:id/confirm": {
    rights: [rights.owedQuantity.confirm], allow: suppliers, outsider: "missing",
    target: async () => { const o = await makeOwed(); return { path: `/owed-quantity/${o.id}/confirm`, unchanged: owedPending(o.id) }; },
  },
  "post /owed-quantity/:id/dispute": {
    rights: [rights.owedQuantity.dispute], allow: suppliers, outsider: "missing",
    target: async () => { const o = await makeOwed(); return { path: `/owed-quantity/${o.id}/dispute`, body: { reason: "m" }, unchanged: owedPending(o.id) }; },
  },
  "get /owed-quantity/:id/audit": { rights: [rights.owedQuantity.view], allow: owedViewers, outsider: "missing", target: async () => ({ path: `/owed-quantity/${(await makeOwed()).id}/audit` }) },
  "get /deduction-bill": { rights: [rights.deductionBill.view], allow: everyone, outsider: "empty", target: async () => ({ path: `/deduction-bill?billNo=${(await makeDeduction()).billNo}` }) },
  "get /deduction-bill/export": { rights: [rights.deductionBill.export], allow: everyone, outsider: "count", target: async () => ({ path: `/deduction-bill/export?billNo=${(await makeDeduction()).billNo}` }) },
  "get /deduction-bill/todo": { rights: [rights.deductionBill.view], allow: everyone, outsider: "count", target: async () => ({ path: "/deduction-bill/todo" }) },
  "post /deduction-bill/evidence/upload": {
    rights: [rights.deductionBill.add], allow: internal, outsider: "count", target: async () => ({ path: "/deduction-bill/evidence/upload?name=e.png", raw: png() }),
  },
  "get /deduction-bill/file/:fileId": { rights: [rights.deductionBill.view], allow: everyone, outsider: "missing", target: async () => ({ path: `/deduction-bill/file/${await evidence()}` }) },
  "get /deduction-bill/orders": {
    rights: [rights.deductionBill.add], allow: internal, outsider: "empty",
    target: async () => ({ path: `/deduction-bill/orders?outNo=${(await makeProcessingOrder({ receiveStatus: "received" })).outNo}` }),
  },
  "post /deduction-bill": {
    rights: [rights.deductionBill.add], allow: internal, outsider: "field",
    target: async () => {
      const o = await makeProcessingOrder({ receiveStatus: "received" });
      const body = { processingOrderId: o.id, billDate: "2026-01-05", reasonCategory: "damage", amount: "10", description: "m" };
      return { path: "/deduction-bill", body, unchanged: async () => (await billsOf(o.id)) === 0 };
    },
  },
  "post /deduction-bill/batch/confirm": {
    rights: [rights.deductionBill.confirm], allow: suppliers, outsider: "forbidden",
    target: async () => { const b = await makeDeduction(); return { path: "/deduction-bill/batch/confirm", body: { ids: [b.id] }, unchanged: billIs(b.id, "issued") }; },
  },
  "post /deduction-bill/batch/dispute": {
    rights: [rights.deductionBill.dispute], allow: suppliers, outsider: "forbidden",
    target: async () => { const b = await makeDeduction(); return { path: "/deduction-bill/batch/dispute", body: { ids: [b.id], reason: "m" }, unchanged: billIs(b.id, "issued") }; },
  },
  "get /deduction-bill/:id": { rights: [rights.deductionBill.view], allow: everyone, outsider: "missing", target: async () => ({ path: `/deduction-bill/${(await makeDeduction()).id}` }) },
  "post /deduction-bill/:id/confirm": {
    rights: [rights.deductionBill.confirm], allow: suppliers, outsider: "missing",
    target: async () => { const b = await makeDeduction(); return { path: `/deduction-bill/${b.id}/confirm`, unchanged: billIs(b.id, "issued") }; },
  },
  "post /deduction-bill/:id/dispute": {
    rights: [rights.deductionBill.dispute], allow: suppliers, outsider: "missing",
    target: async () => { const b = await makeDeduction(); return { path: `/deduction-bill/${b.id}/dispute`, body: { reason: "m" }, unchanged: billIs(b.id, "issued") }; },
  },
  "post /deduction-bill/:id/answer": {
    rights: [rights.deductionBill.answer], allow: internal, outsider: "missing",
    target: async () => { const b = await makeDeduction({ status: "disputed" }); return { path: `/deduction-bill/${b.id}/answer`, body: { decision: "maintain", answer: "m" }, unchanged: billIs(b.id, "disputed") }; },
  },
  "get /deduction-bill/:id/audit": { rights: [rights.deductionBill.view], allow: everyone, outsider: "missing", target: async () => ({ path: `/deduction-bill/${(await makeDeduction()).id}/audit` }) },
};

const byKey = (key: string) => routes.find((r) => keyOf(r) === key)!;
const mine = routes.filter((r) => /^\/(owed-quantity|deduction-bill)(\/|$)/.test(r.path));

async function send(route: AnyRoute, t: Target, token?: string) {
  const headers = new Headers({ "x-locale": "en", "x-client-ip": freshIp() });
  if (token) headers.set("x-token", token);
  const body = t.raw ? new Blob([Buffer.from(t.raw)]) : t.body !== undefined ? JSON.stringify(t.body) : route.body ? "{}" : undefined;
  if (!t.raw && body !== undefined) headers.set("content-type", "application/json");
  const res = await services["erp-production"].app.fetch(new Request(`http://test${t.path}`, { method: route.method.toUpperCase(), headers, body }));
  const type = res.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json")) return { status: res.status, binary: true, body: { returnCode: res.status, data: await res.arrayBuffer() as unknown } };
  return { status: res.status, binary: false, body: (await res.json()) as { returnCode: number; data?: unknown } };
}

beforeAll(async () => {
  await makeUser("dmxnone", { rights: [rights.helpDoc.view] });
  await makeUser("dmxsib1001", { rights: rightsForRole("supplier"), venNo: "1001", companies: [1, 2] });
  for (const [actor, [user, company]] of Object.entries(logins)) tokens[actor] = await login(user, company);
});

describe("owed-quantity and deduction-bill authorisation matrix coverage", () => {
  it("has an entry for every route of the two modules with exactly the route's rights", () => {
    expect(mine.length).toBe(Object.keys(matrix).length);
    for (const r of mine) {
      const entry = matrix[keyOf(r)];
      expect(entry, `no matrix entry for ${keyOf(r)}`).toBeDefined();
      expect([...(r.rights ?? [])].sort()).toEqual([...entry!.rights].sort());
    }
  });
});

describe.each(mine.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
  const entry = matrix[key]!;
  it("no token → 50008; no rights code → 403; nothing changed", async () => {
    const t = await entry.target();
    expect((await send(route, t)).body.returnCode).toBe(50008);
    expect((await send(route, t, tokens.mxnone)).body.returnCode).toBe(403);
    if (t.unchanged) expect(await t.unchanged()).toBe(true);
  });

  it.each(inTenant)("%s (same tenant)", async (actor) => {
    const t = await entry.target();
    const a = await send(route, t, tokens[actor]);
    if (!entry.allow.includes(actor)) {
      expect(a.body.returnCode).toBe(403);
      if (t.unchanged) expect(await t.unchanged()).toBe(true);
      return;
    }
    expect(a.body.returnCode, JSON.stringify(a.body)).toBe(200);
    if (route.path.endsWith("/export")) expect(a.binary).toBe(true);
    if (key === "get /deduction-bill/orders") expect(a.body.data).toHaveLength(1);
    if (key === "get /owed-quantity" || key === "get /deduction-bill") expect((a.body.data as { rows: unknown[] }).rows).toHaveLength(1);
    if (key.includes("/batch/")) expect((a.body.data as { succeeded: number[] }).succeeded).toHaveLength(1);
    if (t.unchanged) expect(await t.unchanged()).toBe(false);
  });

  it.each(outsiders)("%s (another tenant) reads and writes nothing", async (actor) => {
    const t = await entry.target();
    const a = await send(route, t, tokens[actor]);
    if (entry.outsider === "missing") {
      const missing = await send(route, { ...t, path: t.path.replace(/\/(\d+|[0-9a-f-]{36})(\/|$)/, (_, id: string, end: string) => `/${id.includes("-") ? "00000000-0000-4000-8000-000000000000" : "2147483647"}${end}`) }, tokens[actor]);
      expect(a.body).toEqual(missing.body);
      expect([403, 404]).toContain(a.body.returnCode);
    } else if (entry.outsider === "empty") {
      // Internal-only routes refuse the suppliers of other tenants by audience before scope is looked at.
      if (a.body.returnCode === 403) expect(["sup1002", "sibling"].includes(actor) && entry.allow.every((x) => internal.includes(x))).toBe(true);
      else expect(Array.isArray(a.body.data) ? a.body.data : (a.body.data as { rows: unknown[] }).rows).toEqual([]);
    } else if (entry.outsider === "field") {
      expect([400, 403]).toContain(a.body.returnCode);
    } else if (entry.outsider === "forbidden") {
      if (a.body.returnCode === 200) expect((a.body.data as { failed: Array<{ returnCode: number }> }).failed.map((f) => f.returnCode)).toEqual([404]);
      else expect(a.body.returnCode).toBe(403);
    } else {
      expect([200, 403]).toContain(a.body.returnCode);
    }
    if (t.unchanged) expect(await t.unchanged()).toBe(true);
  });
});
