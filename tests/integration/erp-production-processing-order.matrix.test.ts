import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { routes as allRoutes } from "@/services/erp-production";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { rightsForRole } from "@/lib/rights/roles";
import type { AnyRoute } from "@/services/core/route";
import { services } from "@/services/registry";
import { call, freshIp, login } from "../helpers/services";
import { makeUser } from "../helpers/fixtures";
import { ledger, makeProcessingOrder, processingState } from "./erp-production.fixtures";
import { keyOf } from "../helpers/matrix";

/**
 * The authorisation matrix of erp-production's processing-order routes, generated from the route list (a
 * new route without an entry fails). Targets are fresh orders of supplier 1001 in company 1. Menu 41 is
 * open to factory staff and suppliers: sup1001, sup1001a (no reject), factory01 and admin succeed;
 * buyer01 (purchasing) has no right; sup1002, factory staff in company 3 (switch04) and a 1001 account in company 2 see
 * nothing and get exactly the answer of a missing record.
 */
/** This file's routes; the delivery modules have their own matrix (erp-production-delivery.matrix.test.ts). */
const routes = allRoutes.filter((r) => r.path.startsWith("/processing-order") || r.path.startsWith("/sendplan"));
type Actor = "sup1001" | "sup1001a" | "factory01" | "admin" | "buyer01" | "sup1002" | "factory03" | "sibling";
const inTenant: Actor[] = ["sup1001", "sup1001a", "factory01", "admin"];
const outsiders: Actor[] = ["sup1002", "factory03", "sibling"];
const logins: Record<Actor | "mxnone", [string, number]> = {
  sup1001: ["sup1001", 1], sup1001a: ["sup1001a", 1], factory01: ["factory01", 1], admin: ["admin", 1], buyer01: ["buyer01", 1],
  sup1002: ["sup1002", 1], factory03: ["switch04", 3], sibling: ["pmxsib1001", 2], mxnone: ["pmxnone", 1],
};
const tokens: Record<string, string> = {};

interface Target { path: string; body?: unknown; ids?: number[]; unchanged?: () => Promise<boolean>; /** The same call on a missing record, when the id is not in the path. */ missing?: string }
interface Entry { rights: string[]; kind: "list" | "export" | "read" | "write" | "batch" | "todo"; deny?: Actor[]; target(): Promise<Target> }

const notReceived = (id: number) => async () => (await processingState(id)).receive_status === "not_received";
const noEntries = (id: number) => async () => (await ledger(id)).length === 1;
async function withEntry() {
  const o = await makeProcessingOrder({ receiveStatus: "received" });
  const e = await call<{ id: number }>("erp-production", "POST", `/processing-order/${o.id}/quantity`, { token: tokens.sup1001, body: { qty: "1" } });
  return { ...o, entryId: e.body.data!.id };
}

const matrix: Record<string, Entry> = {
  "post /sendplan/location/create": { rights: [], kind: "read", target: async () => ({ path: "/sendplan/location/create" }) },
  "get /processing-order/todo": {
    rights: [rights.processingOrder.view], kind: "todo",
    target: async () => { await makeProcessingOrder(); return { path: "/processing-order/todo" }; },
  },
  "get /processing-order": {
    rights: [rights.processingOrder.view, rights.unfinishedOrders.view], kind: "list",
    target: async () => { const o = await makeProcessingOrder(); return { path: `/processing-order?outNo=${o.outNo}`, ids: [o.id] }; },
  },
  "get /processing-order/export": {
    rights: [rights.processingOrder.export, rights.unfinishedOrders.export], kind: "export",
    target: async () => { const o = await makeProcessingOrder(); return { path: `/processing-order/export?outNo=${o.outNo}&columns=outNo,outboundQty`, ids: [o.id] }; },
  },
  "post /processing-order/batch/receive": {
    rights: [rights.processingOrder.receive], kind: "batch",
    target: async () => { const o = await makeProcessingOrder(); return { path: "/processing-order/batch/receive", body: { ids: [o.id] }, ids: [o.id], unchanged: notReceived(o.id) }; },
  },
  "post /processing-order/batch/reject": {
    rights: [rights.processingOrder.reject], kind: "batch", deny: ["sup1001a"],
    target: async () => { const o = await makeProcessingOrder(); return { path: "/processing-order/batch/reject", body: { ids: [o.id], reason: "matrix" }, ids: [o.id], unchanged: notReceived(o.id) }; },
  },
  "post /processing-order/:id/receive": {
    rights: [rights.processingOrder.receive], kind: "write",
    target: async () => { const o = await makeProcessingOrder(); return { path: `/processing-order/${o.id}/receive`, unchanged: notReceived(o.id) }; },
  },
  "post /processing-order/:id/reject": {
    rights: [rights.processingOrder.reject], kind: "write", deny: ["sup1001a"],
    target: async () => { const o = await makeProcessingOrder(); return { path: `/processing-order/${o.id}/reject`, body: { reason: "matrix" }, unchanged: notReceived(o.id) }; },
  },
  "get /processing-order/print": {
    rights: [rights.processingOrder.print], kind: "read",
    target: async () => { const o = await makeProcessingOrder(); return { path: `/processing-order/print?ids=${o.id}&form=project`, missing: "/processing-order/print?ids=2147483647&form=project" }; },
  },
  "get /processing-order/:id/audit": {
    rights: [rights.processingOrder.view], kind: "read",
    target: async () => { const o = await makeProcessingOrder(); return { path: `/processing-order/${o.id}/audit` }; },
  },
  "get /processing-order/:id/quantity": {
    rights: [rights.processingOrder.view], kind: "read",
    target: async () => { const o = await withEntry(); return { path: `/processing-order/${o.id}/quantity` }; },
  },
  "post /processing-order/:id/quantity": {
    rights: [rights.processingOrder.quantity], kind: "write",
    target: async () => { const o = await withEntry(); return { path: `/processing-order/${o.id}/quantity`, body: { qty: "2" }, unchanged: noEntries(o.id) }; },
  },
  "post /processing-order/:id/quantity/:entryId/reverse": {
    rights: [rights.processingOrder.quantity], kind: "write",
    target: async () => { const o = await withEntry(); return { path: `/processing-order/${o.id}/quantity/${o.entryId}/reverse`, unchanged: noEntries(o.id) }; },
  },
};

const scopes: Record<string, { company: number; venNo: string | null }> = {
  sup1001: { company: 1, venNo: "1001" }, sup1001a: { company: 1, venNo: "1001" }, factory01: { company: 1, venNo: null }, admin: { company: 1, venNo: null },
  sup1002: { company: 1, venNo: "1002" }, factory03: { company: 3, venNo: null }, sibling: { company: 2, venNo: "1001" },
};
/** The to-do oracle: not received, outbound in the last three months, in the actor's scope. */
async function newOrdersOf(actor: Actor) {
  const s = scopes[actor]!;
  const [r] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from processing_orders
    where company_id = ${s.company} and receive_status = 'not_received'
      and outbound_date between (current_date - interval '3 months')::date and current_date
      and (${s.venNo}::text is null or supplier_id = (select id from suppliers where ven_no = ${s.venNo}::text))`);
  return r!.n;
}

/** Owed-quantity and deduction-bill (erp-production-deduction-bill.matrix.test.ts) and the delivery modules have their own matrix files. */
const matrixFiles = /^\/(processing-order|sendplan|owed-quantity|deduction-bill|warehouse-stock|delivery-plan|delivery-note)(\/|$)/;
interface Answer { status: number; xlsx: boolean; body: { returnCode?: number; data?: unknown } }
/** The raw answer: an export is an .xlsx stream, everything else the JSON envelope. */
async function send(route: AnyRoute, t: Target, token?: string): Promise<Answer> {
  const headers = new Headers({ "x-locale": "en", "x-client-ip": freshIp() });
  if (token) headers.set("x-token", token);
  const body = t.body ?? (route.body ? {} : undefined);
  if (body !== undefined) headers.set("content-type", "application/json");
  const res = await services["erp-production"].app.fetch(new Request(`http://test${t.path}`, { method: route.method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  const xlsx = (res.headers.get("content-type") ?? "").includes("spreadsheetml");
  return { status: res.status, xlsx, body: xlsx ? { returnCode: 200, data: await res.arrayBuffer() } : await res.json() };
}

beforeAll(async () => {
  await makeUser("pmxnone", { rights: [rights.helpDoc.view] });
  await makeUser("pmxsib1001", { rights: rightsForRole("supplier"), venNo: "1001", companies: [1, 2] });
  for (const [actor, [user, company]] of Object.entries(logins)) tokens[actor] = await login(user, company);
});

describe("processing-order authorisation matrix coverage", () => {
  it("every erp-production route is covered by one of the service's matrix files", () => {
    for (const r of allRoutes) expect(matrixFiles.test(r.path), `${keyOf(r)} has no matrix file`).toBe(true);
  });

  it("has an entry for every processing-order and sendplan route with exactly the route's rights", () => {
    for (const r of routes) {
      const entry = matrix[keyOf(r)];
      expect(entry, `no matrix entry for ${keyOf(r)}`).toBeDefined();
      expect([...(r.rights ?? [])].sort()).toEqual([...entry!.rights].sort());
    }
  });
});

const guarded = routes.filter((r) => (r.rights ?? []).length > 0);
describe.each(guarded.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
  const entry = matrix[key]!;
  it("no token → 50008; no rights code → 403; buyer01 (purchasing) → 403; nothing changed", async () => {
    const t = await entry.target();
    for (const token of [undefined, tokens.mxnone, tokens.buyer01]) {
      const a = await send(route, t, token);
      expect(a.body.returnCode).toBe(token ? 403 : 50008);
    }
    if (t.unchanged) expect(await t.unchanged()).toBe(true);
  });

  it.each(inTenant)("%s (same tenant)", async (actor) => {
    const t = await entry.target();
    const a = await send(route, t, tokens[actor]);
    if (entry.deny?.includes(actor)) {
      expect(a.body.returnCode).toBe(403);
      if (t.unchanged) expect(await t.unchanged()).toBe(true);
      return;
    }
    if (entry.kind === "export") return expect(a.xlsx).toBe(true);
    expect(a.body.returnCode, JSON.stringify(a.body)).toBe(200);
    if (entry.kind === "list") expect((a.body.data as { rows: Array<{ id: number }> }).rows.map((r) => r.id)).toEqual(t.ids);
    if (entry.kind === "todo") expect((a.body.data as { newOrders: number }).newOrders).toBe(await newOrdersOf(actor));
    if (entry.kind === "batch") expect((a.body.data as { succeeded: number[] }).succeeded).toEqual(t.ids);
    if (t.unchanged) expect(await t.unchanged()).toBe(false);
  });

  it.each(outsiders)("%s (another tenant) reads and writes nothing", async (actor) => {
    const t = await entry.target();
    const a = await send(route, t, tokens[actor]);
    if (entry.kind === "todo") {
      expect(a.body.returnCode).toBe(200);
      expect((a.body.data as { newOrders: number }).newOrders).toBe(await newOrdersOf(actor));
    } else if (entry.kind === "list") {
      expect((a.body.data as { rows: unknown[] }).rows).toEqual([]);
      const page = await call<{ rows: Array<{ id: number }> }>("erp-production", "GET", "/processing-order?limit=200", { token: tokens[actor] });
      const ids = page.body.data!.rows.map((r) => r.id);
      if (ids.length) {
        const foreign = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from processing_orders
          where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) and supplier_id = (select id from suppliers where ven_no = '1001') and company_id = 1`);
        expect(foreign[0]!.n).toBe(0);
      }
    } else if (entry.kind === "export") {
      expect(a.xlsx).toBe(true);
    } else if (entry.kind === "batch") {
      expect((a.body.data as { failed: Array<{ returnCode: number }> }).failed.map((f) => f.returnCode)).toEqual([404]);
    } else {
      const missing = await send(route, { ...t, path: t.missing ?? t.path.replace(/\/processing-order\/\d+/, "/processing-order/2147483647") }, tokens.sup1001);
      expect(a.body).toEqual(missing.body);
      expect(a.body.returnCode).toBe(404);
    }
    if (t.unchanged) expect(await t.unchanged()).toBe(true);
  });
});
