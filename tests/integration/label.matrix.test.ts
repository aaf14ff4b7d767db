import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/services/label";
import { rights } from "@/lib/rights/codes";
import { rightsForRole } from "@/lib/rights/roles";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { AnyRoute } from "@/services/core/route";
import { services } from "@/services/registry";
import { freshIp, login } from "../helpers/services";
import { makeUser, readXlsx } from "../helpers/fixtures";
import { labelBody, labelNotice, labelOrder, makeLabels, makeProcessingLabels, processingBody } from "./label.fixtures";

/**
 * The label service's authorisation matrix, generated from its route list (a route without an entry
 * fails). Targets are fresh labels of supplier 1001 in company 1. In-tenant actors succeed; outsiders
 * (another supplier, another company's buyer, a 1001 account logged in to company 2) read and change
 * nothing and get the answer of a missing record; a task is its owner's alone.
 */
type Actor = "sup1001" | "sup1001a" | "buyer01" | "admin" | "sup1002" | "buyer02" | "sibling" | "factory01" | "factory3";
const inTenant: Actor[] = ["sup1001", "sup1001a", "buyer01", "admin"];
const outsiders: Actor[] = ["sup1002", "buyer02", "sibling"];
/** Processing labels are the factory's and the suppliers' (menu 43): the internal actors are factory staff. */
const processing = { inTenant: ["sup1001", "sup1001a", "factory01", "admin"] as Actor[], outsiders: ["sup1002", "factory3", "sibling"] as Actor[] };
const logins: Record<Actor | "lbnone", [string, number]> = {
  sup1001: ["sup1001", 1], sup1001a: ["sup1001a", 1], buyer01: ["buyer01", 1], admin: ["admin", 1], sup1002: ["sup1002", 1],
  buyer02: ["buyer02", 3], sibling: ["lbsib1001", 2], lbnone: ["lbnone", 1], factory01: ["factory01", 1], factory3: ["switch04", 3],
};
const tokens = {} as Record<Actor | "lbnone", string>;

interface Target { path: string; body?: unknown; changed?: () => Promise<boolean>; ids?: number[]; missing?: string }
interface Entry { rights: string[]; kind: "list" | "export" | "read" | "write" | "create" | "own"; target(): Promise<Target>; actors?: typeof processing }

const count = async (q: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(await getDb(), q))[0]!.n);
const batch = async () => makeLabels(tokens.sup1001, await labelNotice(tokens.sup1001, "24"));
async function doneTask(): Promise<number> {
  const b = await batch();
  const started = await send("post", `/purchase-label/${b.id}/download`, tokens.sup1001, { template: "generic_100x70", count: 0 });
  const id = (started.body.data as { id: number }).id;
  await expect.poll(async () => ((await send("get", `/purchase-label/task/${id}`, tokens.sup1001)).body.data as { state: string }).state, { timeout: 60_000, interval: 100 }).toBe("done");
  return id;
}

const pBatch = async () => makeProcessingLabels(tokens.sup1001, (await labelOrder()).id, "outsourced", { count: 2 });
async function pDoneTask(): Promise<number> {
  const b = await pBatch();
  const started = await send("post", `/label-print/${b.id}/download`, tokens.sup1001, { template: "generic_100x70", count: 0 });
  const id = (started.body.data as { id: number }).id;
  await expect.poll(async () => ((await send("get", `/label-print/task/${id}`, tokens.sup1001)).body.data as { state: string }).state, { timeout: 60_000, interval: 100 }).toBe("done");
  return id;
}

const matrix: Record<string, Entry> = {
  "get /label-print": { actors: processing, rights: [rights.labelPrint.view], kind: "list", target: async () => { const o = await labelOrder(); const b = await makeProcessingLabels(tokens.sup1001, o.id, "semi_finished", { count: 1 }); return { path: `/label-print?outNo=${o.outNo}`, ids: [b.id] }; } },
  "get /label-print/export": { actors: processing, rights: [rights.labelPrint.view], kind: "export", target: async () => { const o = await labelOrder(); await makeProcessingLabels(tokens.sup1001, o.id, "semi_finished", { count: 1 }); return { path: `/label-print/export?outNo=${o.outNo}` }; } },
  "get /label-print/order": { actors: processing, rights: [rights.labelPrint.print], kind: "read", target: async () => { const o = await labelOrder(); return { path: `/label-print/order?outNo=${o.outNo}&kind=finished`, missing: "/label-print/order?outNo=NONE&kind=finished" }; } },
  "post /label-print": {
    actors: processing, rights: [rights.labelPrint.print], kind: "create",
    target: async () => { const o = await labelOrder({ done: "24" }); return { path: "/label-print", body: processingBody(o.id, "finished"), changed: async () => (await count(sql`select count(*)::int as n from label_batches where source_type = 'finished' and source_id = ${o.id}`)) > 0 }; },
  },
  "get /label-print/task/:id": { actors: processing, rights: [rights.labelPrint.download], kind: "own", target: async () => ({ path: `/label-print/task/${await pDoneTask()}` }) },
  "get /label-print/task/:id/file": { actors: processing, rights: [rights.labelPrint.download], kind: "own", target: async () => ({ path: `/label-print/task/${await pDoneTask()}/file` }) },
  "get /label-print/:id": { actors: processing, rights: [rights.labelPrint.view, rights.labelPrint.print], kind: "read", target: async () => ({ path: `/label-print/${(await pBatch()).id}` }) },
  "post /label-print/:id/print": {
    actors: processing, rights: [rights.labelPrint.print], kind: "write",
    target: async () => { const b = await pBatch(); return { path: `/label-print/${b.id}/print`, body: { from: 1, count: 2 }, changed: async () => (await count(sql`select count(*)::int as n from label_prints where batch_id = ${b.id}`)) > 0 }; },
  },
  "post /label-print/:id/download": {
    actors: processing, rights: [rights.labelPrint.download], kind: "write",
    target: async () => { const b = await pBatch(); return { path: `/label-print/${b.id}/download`, body: { template: "generic_100x70", count: 1 }, changed: async () => (await count(sql`select count(*)::int as n from label_tasks where batch_id = ${b.id}`)) > 0 }; },
  },
  "get /purchase-label": { rights: [rights.purchaseLabel.view], kind: "list", target: async () => { const n = await labelNotice(tokens.sup1001, "24"); const b = await makeLabels(tokens.sup1001, n); return { path: `/purchase-label?noticeNo=${n.noticeNo}`, ids: [b.id] }; } },
  "get /purchase-label/export": { rights: [rights.purchaseLabel.view], kind: "export", target: async () => { const n = await labelNotice(tokens.sup1001, "24"); await makeLabels(tokens.sup1001, n); return { path: `/purchase-label/export?noticeNo=${n.noticeNo}` }; } },
  "get /purchase-label/notice": { rights: [rights.purchaseLabel.add], kind: "read", target: async () => { const n = await labelNotice(tokens.sup1001, "24"); return { path: `/purchase-label/notice?noticeNo=${n.noticeNo}`, missing: "/purchase-label/notice?noticeNo=NONE" }; } },
  "post /purchase-label": {
    rights: [rights.purchaseLabel.add], kind: "create",
    target: async () => { const n = await labelNotice(tokens.sup1001, "24"); return { path: "/purchase-label", body: labelBody(n), changed: async () => (await count(sql`select count(*)::int as n from label_batches where source_id = ${n.noticeId}`)) > 0 }; },
  },
  "get /purchase-label/task/:id": { rights: [rights.purchaseLabel.print], kind: "own", target: async () => ({ path: `/purchase-label/task/${await doneTask()}` }) },
  "get /purchase-label/task/:id/file": { rights: [rights.purchaseLabel.print], kind: "own", target: async () => ({ path: `/purchase-label/task/${await doneTask()}/file` }) },
  "get /purchase-label/:id": { rights: [rights.purchaseLabel.view, rights.purchaseLabel.print], kind: "read", target: async () => ({ path: `/purchase-label/${(await batch()).id}` }) },
  "post /purchase-label/:id/print": {
    rights: [rights.purchaseLabel.print], kind: "write",
    target: async () => { const b = await batch(); return { path: `/purchase-label/${b.id}/print`, body: { from: 1, count: 2 }, changed: async () => (await count(sql`select count(*)::int as n from label_prints where batch_id = ${b.id}`)) > 0 }; },
  },
  "post /purchase-label/:id/download": {
    rights: [rights.purchaseLabel.print], kind: "write",
    target: async () => { const b = await batch(); return { path: `/purchase-label/${b.id}/download`, body: { template: "generic_100x70", count: 1 }, changed: async () => (await count(sql`select count(*)::int as n from label_tasks where batch_id = ${b.id}`)) > 0 }; },
  },
};

interface Answer { returnCode: number; body: { returnCode: number; data?: unknown; message?: string }; type: string | null; sheetRows?: number }
async function send(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const headers = new Headers({ "x-locale": "en", "x-client-ip": freshIp() });
  if (token) headers.set("x-token", token);
  if (body !== undefined) headers.set("content-type", "application/json");
  const res = await services.label.app.fetch(new Request(`http://test${path}`, { method: method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  const type = res.headers.get("content-type");
  if (type?.includes("spreadsheetml")) return { returnCode: 200, body: { returnCode: 200 }, type, sheetRows: (await readXlsx(res)).rows.length };
  if (type && !type.includes("json")) return { returnCode: res.status === 200 ? 200 : res.status, body: { returnCode: 200 }, type };
  const json = (await res.json()) as Answer["body"];
  return { returnCode: json.returnCode, body: json, type };
}
const call = (r: AnyRoute, t: Target, actor?: Actor | "lbnone") => send(r.method, t.path, actor ? tokens[actor] : undefined, t.body ?? (r.body ? {} : undefined));
/** Waits until the actor has no running task, so the next download of the same user is not busy. */
const idle = async (actor: Actor) => {
  const [u] = await rows<{ id: number }>(await getDb(), sql`select id from users where user_name = ${logins[actor][0]}`);
  await expect.poll(() => count(sql`select count(*)::int as n from label_tasks where user_id = ${u!.id} and state = 'running'`), { timeout: 60_000, interval: 100 }).toBe(0);
};

beforeAll(async () => {
  await makeUser("lbnone", { rights: [rights.helpDoc.view] });
  await makeUser("lbsib1001", { rights: rightsForRole("supplier"), venNo: "1001", companies: [1, 2] });
  for (const [actor, [user, company]] of Object.entries(logins)) tokens[actor as Actor] = await login(user, company);
});

const keyOf = (r: AnyRoute) => `${r.method} ${r.path}`;

describe("label authorisation matrix coverage", () => {
  it("has an entry for every label route with exactly its rights", () => {
    for (const r of routes) {
      expect(matrix[keyOf(r)], `no matrix entry for ${keyOf(r)}`).toBeDefined();
      expect([...(r.rights ?? [])].sort()).toEqual([...matrix[keyOf(r)]!.rights].sort());
    }
    expect(Object.keys(matrix).filter((k) => !routes.some((r) => keyOf(r) === k))).toEqual([]);
  });
});

describe.each(routes.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
  const entry = matrix[key]!;
  it("no token → 50008; no rights code → 403; nothing changed", async () => {
    const t = await entry.target();
    expect((await call(route, t)).returnCode).toBe(50008);
    expect((await call(route, t, "lbnone")).returnCode).toBe(403);
    if (t.changed) expect(await t.changed()).toBe(false);
  });

  it.each(entry.actors?.inTenant ?? inTenant)("%s (same tenant)", async (actor) => {
    const t = await entry.target();
    const a = await call(route, t, actor);
    if (entry.kind === "own" && actor !== "sup1001") {
      expect(a.returnCode).toBe(404);
      return;
    }
    expect(a.returnCode, JSON.stringify(a.body)).toBe(200);
    if (entry.kind === "list") expect((a.body.data as { rows: Array<{ id: number }> }).rows.map((r) => r.id)).toEqual(t.ids);
    if (entry.kind === "export") expect(a.sheetRows).toBe(2);
    if (t.changed) expect(await t.changed()).toBe(true);
    if (key.endsWith("/download")) await idle(actor);
  });

  it.each(entry.actors?.outsiders ?? outsiders)("%s (another tenant) reads and changes nothing", async (actor) => {
    const t = await entry.target();
    const a = await call(route, t, actor);
    if (entry.kind === "list") expect((a.body.data as { rows: unknown[] }).rows).toEqual([]);
    else if (entry.kind === "export") expect(a.sheetRows).toBe(1);
    else if (entry.kind === "create") expect(a.returnCode).toBe(400);
    else {
      const missing = await send(route.method, t.missing ?? t.path.replace(/\/\d+(?=\/|$)/, "/2147483647"), tokens[actor], t.body ?? (route.body ? {} : undefined));
      expect(a.returnCode).toBe(404);
      expect(a.body).toEqual(missing.body);
    }
    if (t.changed) expect(await t.changed()).toBe(false);
  });
});
