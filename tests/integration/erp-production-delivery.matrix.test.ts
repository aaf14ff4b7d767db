import { beforeAll, describe, expect, it } from "vitest";
import { routes as allRoutes } from "@/services/erp-production";
import { rights, type Right } from "@/lib/rights/codes";
import type { AnyRoute } from "@/services/core/route";
import { services } from "@/services/registry";
import { call, freshIp, login } from "../helpers/services";
import { makeUser } from "../helpers/fixtures";
import { makePlan, makeStock, noteBody, stockState } from "./erp-production-delivery.fixtures";
import { keyOf } from "../helpers/matrix";

/**
 * The authorisation matrix of the delivery routes (warehouse-stock, delivery-plan, delivery-note), generated from the
 * route list: a new route without an entry fails. The routes are internal: factory01 (warehouse) and admin in
 * company 1 succeed, buyer01 (sales and planning) only where its rights reach; suppliers, a user without the rights
 * and no token are refused; factory staff of company 3 (switch04) get exactly the answer of a missing record.
 */
const routes = allRoutes.filter((r) => /^\/(warehouse-stock|delivery-plan|delivery-note)(\/|$)/.test(r.path));
const tokens: Record<string, string> = {};

interface Target { path: string; body?: unknown; unchanged?: () => Promise<boolean> }
interface Entry { rights: Right[]; kind: "list" | "export" | "read" | "write" | "lookup" | "create"; target(): Promise<Target> }

async function note(o: { approve?: boolean; upload?: boolean } = {}) {
  const plan = await makePlan();
  const stockId = await makeStock({ productCode: plan.productCodes[0]!, onHand: "500" });
  const r = await call<{ id: number; deliveryNo: string }>("erp-production", "POST", "/delivery-note", { token: tokens.factory01, body: noteBody(plan, [{ stockItemId: stockId, qty: "100" }]) });
  const id = r.body.data!.id;
  if (o.approve) await call("erp-production", "POST", `/delivery-note/${id}/approve`, { token: tokens.factory01 });
  if (o.upload) await call("erp-production", "POST", `/delivery-note/${id}/upload`, { token: tokens.factory01 });
  return { id, plan, stockId, allocated: async () => (await stockState(stockId)).allocated === "100.0000" };
}
const planStatus = (id: number, status: string) => async () => {
  const r = await call<{ rows: Array<{ planId: number; status: string }> }>("erp-production", "GET", `/delivery-plan?status=${status}&limit=200&sort=-sendDate`, { token: tokens.factory01 });
  return r.body.data!.rows.some((x) => x.planId === id);
};

const matrix: Record<string, Entry> = {
  "get /warehouse-stock": { rights: [rights.warehouseStock.view], kind: "list", target: async () => ({ path: "/warehouse-stock?productCode=CP-1001" }) },
  "get /warehouse-stock/export": { rights: [rights.warehouseStock.export], kind: "export", target: async () => ({ path: "/warehouse-stock/export?productCode=CP-1001&columns=productCode,onHand" }) },
  "get /delivery-plan": { rights: [rights.deliveryPlan.view], kind: "list", target: async () => ({ path: `/delivery-plan?noticeNo=${(await makePlan()).noticeNo}` }) },
  "get /delivery-plan/export": { rights: [rights.deliveryPlan.export], kind: "export", target: async () => ({ path: `/delivery-plan/export?noticeNo=${(await makePlan()).noticeNo}&columns=noticeNo` }) },
  "get /delivery-plan/details": { rights: [rights.deliveryPlan.view], kind: "read", target: async () => ({ path: "/delivery-plan/details?range=nextHalfMonth" }) },
  "get /delivery-plan/warnings": { rights: [rights.deliveryPlan.view], kind: "read", target: async () => ({ path: "/delivery-plan/warnings" }) },
  "get /delivery-plan/lookup": { rights: [rights.deliveryNote.add], kind: "lookup", target: async () => ({ path: `/delivery-plan/lookup?noticeNo=${(await makePlan()).noticeNo}` }) },
  "post /delivery-plan/:id/release": {
    rights: [rights.noticeRelease.add], kind: "write",
    target: async () => { const p = await makePlan({ status: "draft" }); return { path: `/delivery-plan/${p.planId}/release`, unchanged: planStatus(p.planId, "draft") }; },
  },
  "post /delivery-plan/:id/confirm": {
    rights: [rights.noticeRelease.confirm], kind: "write",
    target: async () => { const p = await makePlan({ status: "released" }); return { path: `/delivery-plan/${p.planId}/confirm`, unchanged: planStatus(p.planId, "released") }; },
  },
  "get /delivery-note": { rights: [rights.deliveryNote.view], kind: "list", target: async () => ({ path: `/delivery-note?noticeNo=${(await note()).plan.noticeNo}` }) },
  "get /delivery-note/export": { rights: [rights.deliveryNote.export], kind: "export", target: async () => ({ path: `/delivery-note/export?noticeNo=${(await note()).plan.noticeNo}&columns=deliveryNo` }) },
  "post /delivery-note": {
    rights: [rights.deliveryNote.add], kind: "create",
    target: async () => {
      const plan = await makePlan();
      const stockId = await makeStock({ productCode: plan.productCodes[0]!, onHand: "500" });
      return { path: "/delivery-note", body: noteBody(plan, [{ stockItemId: stockId, qty: "100" }]), unchanged: async () => (await stockState(stockId)).allocated === "0.0000" };
    },
  },
  "get /delivery-note/pickable": { rights: [rights.deliveryNote.add], kind: "read", target: async () => ({ path: "/delivery-note/pickable?productCode=CP-1001" }) },
  "get /delivery-note/print": { rights: [rights.deliveryNote.print], kind: "read", target: async () => ({ path: `/delivery-note/print?ids=${(await note()).id}` }) },
  "get /delivery-note/:id": { rights: [rights.deliveryNote.view, rights.deliveryReceipt.view], kind: "read", target: async () => ({ path: `/delivery-note/${(await note()).id}` }) },
  "get /delivery-note/:id/audit": { rights: [rights.deliveryNote.view], kind: "read", target: async () => ({ path: `/delivery-note/${(await note()).id}/audit` }) },
  "delete /delivery-note/:id": {
    rights: [rights.deliveryNote.delete], kind: "write",
    target: async () => { const n = await note(); return { path: `/delivery-note/${n.id}`, unchanged: n.allocated }; },
  },
  "post /delivery-note/:id/approve": {
    rights: [rights.deliveryNote.approve], kind: "write",
    target: async () => { const n = await note(); return { path: `/delivery-note/${n.id}/approve`, unchanged: async () => (await call<{ approvalStatus: string }>("erp-production", "GET", `/delivery-note/${n.id}`, { token: tokens.factory01 })).body.data!.approvalStatus === "not_approved" }; },
  },
  "post /delivery-note/:id/unapprove": {
    rights: [rights.deliveryNote.unapprove], kind: "write",
    target: async () => { const n = await note({ approve: true }); return { path: `/delivery-note/${n.id}/unapprove`, unchanged: async () => (await call<{ approvalStatus: string }>("erp-production", "GET", `/delivery-note/${n.id}`, { token: tokens.factory01 })).body.data!.approvalStatus === "approved" }; },
  },
  "post /delivery-note/:id/upload": {
    rights: [rights.deliveryNote.upload], kind: "write",
    target: async () => { const n = await note({ approve: true }); return { path: `/delivery-note/${n.id}/upload`, unchanged: n.allocated }; },
  },
  "post /delivery-note/:id/receipt": {
    rights: [rights.deliveryReceipt.add], kind: "write",
    target: async () => {
      const n = await note({ approve: true, upload: true });
      const lineId = (await call<{ lines: Array<{ id: number }> }>("erp-production", "GET", `/delivery-note/${n.id}`, { token: tokens.factory01 })).body.data!.lines[0]!.id;
      const signed = async () => (await call<{ signedBy: string | null }>("erp-production", "GET", `/delivery-note/${n.id}`, { token: tokens.factory01 })).body.data!.signedBy === null;
      return { path: `/delivery-note/${n.id}/receipt`, body: { signedBy: "m", signedAt: "2030-01-01T10:00", lines: [{ lineId, signedQty: "100" }] }, unchanged: signed };
    },
  },
};

async function send(route: AnyRoute, t: Target, token?: string) {
  const headers = new Headers({ "x-locale": "en", "x-client-ip": freshIp() });
  if (token) headers.set("x-token", token);
  const body = t.body ?? (route.body ? {} : undefined);
  if (body !== undefined) headers.set("content-type", "application/json");
  const res = await services["erp-production"].app.fetch(new Request(`http://test${t.path}`, { method: route.method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  const xlsx = (res.headers.get("content-type") ?? "").includes("spreadsheetml");
  return { xlsx, body: (xlsx ? { returnCode: 200 } : await res.json()) as { returnCode: number; data?: unknown } };
}

const buyerRights = new Set<string>([rights.deliveryPlan.view, rights.deliveryPlan.export, rights.noticeRelease.view, rights.noticeRelease.add, rights.noticeRelease.confirm]);

beforeAll(async () => {
  await makeUser("dlvnone", { rights: [rights.helpDoc.view] });
  for (const [actor, [user, company]] of Object.entries({ factory01: ["factory01", 1], admin: ["admin", 1], buyer01: ["buyer01", 1], sup1001: ["sup1001", 1], factory03: ["switch04", 3], none: ["dlvnone", 1] } as const)) {
    tokens[actor] = await login(user, company);
  }
});

describe("delivery authorisation matrix coverage", () => {
  it("has an entry for every delivery route with exactly the route's rights", () => {
    expect(routes.length).toBe(Object.keys(matrix).length);
    for (const r of routes) {
      expect(matrix[keyOf(r)], `no matrix entry for ${keyOf(r)}`).toBeDefined();
      expect([...(r.rights ?? [])].sort()).toEqual([...matrix[keyOf(r)]!.rights].sort());
    }
  });
});

describe.each(routes.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
  const entry = matrix[key]!;
  it("no token → 50008; no rights, a supplier account → 403; nothing changed", async () => {
    const t = await entry.target();
    expect((await send(route, t)).body.returnCode).toBe(50008);
    for (const actor of ["none", "sup1001"]) expect((await send(route, t, tokens[actor])).body.returnCode).toBe(403);
    if (t.unchanged) expect(await t.unchanged()).toBe(true);
  });

  it.each(["factory01", "admin", "buyer01"])("%s (same company)", async (actor) => {
    const t = await entry.target();
    const a = await send(route, t, tokens[actor]);
    if (actor === "buyer01" && !entry.rights.some((r) => buyerRights.has(r))) {
      expect(a.body.returnCode).toBe(403);
      if (t.unchanged) expect(await t.unchanged()).toBe(true);
      return;
    }
    if (entry.kind === "export") return expect(a.xlsx).toBe(true);
    expect(a.body.returnCode, JSON.stringify(a.body)).toBe(200);
    if (entry.kind === "list") expect((a.body.data as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    if (t.unchanged) expect(await t.unchanged()).toBe(false);
  });

  it("factory staff of another company read and write nothing", async () => {
    const t = await entry.target();
    const a = await send(route, t, tokens.factory03);
    if (entry.kind === "list") expect((a.body.data as { rows: unknown[] }).rows).toEqual([]);
    else if (entry.kind === "export") expect(a.xlsx).toBe(true);
    else if (entry.kind === "lookup") expect(a.body.returnCode).toBe(404);
    else if (entry.kind === "create") expect(a.body.returnCode).toBe(400);
    else if (/\/\d+(\/|$)/.test(t.path)) {
      const missing = await send(route, { ...t, path: t.path.replace(/\/(delivery-note|delivery-plan)\/\d+/, "/$1/2147483647") }, tokens.factory01);
      expect(a.body).toEqual(missing.body);
      expect(a.body.returnCode).toBe(404);
    } else if (t.path.includes("/print")) expect(a.body.data).toEqual([]);
    else expect(a.body.returnCode).toBe(200);
    if (t.unchanged) expect(await t.unchanged()).toBe(true);
  });
});
