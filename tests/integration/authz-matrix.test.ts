import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/services/erp-purchase";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { rightsForRole } from "@/lib/rights/roles";
import type { AnyRoute } from "@/services/core/route";
import { call, login } from "../helpers/services";
import { fetchRaw, makeUser, readXlsx, supplierIdOf } from "../helpers/fixtures";
import { inTenant, matrix, outsiders, type Actor, type Entry, type Target } from "./erp-purchase.matrix";
import { businessToday } from "../helpers/business-day";

/** Generated from the erp-purchase route list: a route without a matrix entry fails here. */
const keyOf = (r: AnyRoute) => `${r.method} ${r.path}`;
const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const logins: Record<Actor | "mxnone" | "mxview", [string, number]> = {
  sup1001: ["sup1001", 1], sup1001a: ["sup1001a", 1], sup1002: ["sup1002", 1], buyer01: ["buyer01", 1], admin: ["admin", 1],
  buyer02: ["buyer02", 3], sibling: ["mxsib1001", 2], mxnone: ["mxnone", 1], mxview: ["mxview", 1],
};
const tokens: Record<string, string> = {};
const scopes = {} as Record<Actor, { companyId: number; supplierId: number | null }>;

interface Answer { status: number; returnCode: number; body: Record<string, unknown> | null; xlsx: Awaited<ReturnType<typeof readXlsx>> | null }

async function send(route: AnyRoute, target: Target, token?: string): Promise<Answer> {
  const res = await fetchRaw(route.method.toUpperCase(), target.path, { token, body: target.body ?? (route.body ? {} : undefined), raw: target.raw });
  if (res.headers.get("content-type") === xlsx) return { status: res.status, returnCode: 200, body: null, xlsx: await readXlsx(res) };
  if (!res.headers.get("content-type")?.includes("json")) return { status: res.status, returnCode: res.status, body: null, xlsx: null };
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, returnCode: Number(body.returnCode), body, xlsx: null };
}

const data = <T>(a: Answer) => (a.body?.data ?? null) as T;

async function outOfScope(table: string, ids: number[], actor: Actor, companyOnly = false): Promise<number> {
  if (!ids.length) return 0;
  const s = scopes[actor];
  const [r] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from ${sql.raw(table)}
    where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})
      and not (company_id = ${s.companyId} and ${companyOnly ? sql`true` : sql`(${s.supplierId}::int is null or supplier_id = ${s.supplierId}::int)`})`);
  return r!.n;
}

async function dashboardOracle(actor: Actor) {
  const s = scopes[actor];
  const [r] = await rows<{ soon: number; overdue: number }>(await getDb(), sql`
    select count(*) filter (where deldate between ${businessToday(s.companyId)} and ${businessToday(s.companyId)} + 14)::int as soon,
      count(*) filter (where deldate < ${businessToday(s.companyId)})::int as overdue
    from purchase_order_lines where company_id = ${s.companyId} and (${s.supplierId}::int is null or supplier_id = ${s.supplierId}::int)
      and complete_status = 'open' and receive_status <> 'rejected' and remain_qty > 0`);
  return { dueSoon: r!.soon, overdue: r!.overdue };
}

/** A list's own page (unfiltered) may hold only rows of the caller's scope. */
async function pageInScope(entry: Entry, target: Target, actor: Actor) {
  const res = await call<{ rows: Array<{ id: number }> }>("erp-purchase", "GET", `${target.path.split("?")[0]}?limit=200`, { token: tokens[actor] });
  expect(res.body.returnCode).toBe(200);
  expect(await outOfScope(entry.table!, res.body.data!.rows.map((r) => r.id), actor, entry.companyOnly)).toBe(0);
}

beforeAll(async () => {
  await makeUser("mxnone", { rights: [rights.helpDoc.view] });
  await makeUser("mxview", { rights: [rights.purchaseOrder.view, rights.purchaseReceipt.view, rights.purchaseCollection.view, rights.deliveryNotice.view], venNo: "1001" });
  await makeUser("mxsib1001", { rights: rightsForRole("supplier"), venNo: "1001", companies: [1, 2] });
  for (const [actor, [user, company]] of Object.entries(logins)) tokens[actor] = await login(user, company);
  const [s1001, s1002] = [await supplierIdOf("1001"), await supplierIdOf("1002")];
  Object.assign(scopes, {
    sup1001: { companyId: 1, supplierId: s1001 }, sup1001a: { companyId: 1, supplierId: s1001 }, sup1002: { companyId: 1, supplierId: s1002 },
    buyer01: { companyId: 1, supplierId: null }, admin: { companyId: 1, supplierId: null }, buyer02: { companyId: 3, supplierId: null },
    sibling: { companyId: 2, supplierId: s1001 },
  });
});

describe("authorisation matrix coverage", () => {
  it("has an entry for every erp-purchase route, and every route declares exactly the entry's rights", () => {
    for (const r of routes) {
      const entry = matrix[keyOf(r)];
      expect(entry, `no matrix entry for ${keyOf(r)}`).toBeDefined();
      expect(r.auth).toBe("user");
      expect([...(r.rights ?? [])].sort()).toEqual([...entry!.rights].sort());
    }
    expect(Object.keys(matrix).filter((k) => !routes.some((r) => keyOf(r) === k))).toEqual([]);
  });
});

describe.each(routes.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
  const entry = matrix[key];
  if (!entry) return;
  const allowed = inTenant.find((a) => !entry.deny?.includes(a))!;
  const missing = async (t: Target) =>
    send(route, { ...t, path: t.missing ?? t.path.replace(/\/\d+(?=\/|$)/, "/2147483647").replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/, "00000000-0000-4000-8000-000000000000") }, tokens[allowed]);

  it("no token → 50008", async () => {
    const t = await entry.target(tokens);
    const a = await send(route, t);
    expect(a.returnCode).toBe(50008);
    if (t.unchanged) expect(await t.unchanged()).toBe(true);
  });

  it("a user without the rights code → 403, nothing changed", async () => {
    const t = await entry.target(tokens);
    const user = entry.rights.some((r) => r.endsWith("_view")) ? "mxnone" : "mxview";
    const a = await send(route, t, tokens[user]);
    expect(a.returnCode).toBe(403);
    if (t.unchanged) expect(await t.unchanged()).toBe(true);
  });

  it.each(inTenant)("%s (same tenant)", async (actor) => {
    const t = await entry.target(tokens);
    const a = await send(route, t, tokens[actor]);
    if (entry.deny?.includes(actor)) {
      expect(a.returnCode).toBe(403);
      if (t.unchanged) expect(await t.unchanged()).toBe(true);
      return;
    }
    expect(a.returnCode, JSON.stringify(a.body)).toBe(200);
    if (entry.kind === "list") {
      expect(data<{ rows: Array<{ id: number }> }>(a).rows.map((r) => r.id).sort()).toEqual([...t.ids!].sort());
      await pageInScope(entry, t, actor);
    }
    if (entry.kind === "export") expect(a.xlsx!.rows.length - 1).toBe(t.ids!.length);
    if (entry.kind === "batch") expect(data<{ succeeded: number[] }>(a).succeeded).toEqual(t.ids);
    if (entry.kind === "dashboard") expect(data(a)).toMatchObject(await dashboardOracle(actor));
    if (t.unchanged && ["write", "create", "batch"].includes(entry.kind)) expect(await t.unchanged()).toBe(false);
  });

  it.each(outsiders)("%s (another tenant) reads and writes nothing", async (actor) => {
    const t = await entry.target(tokens);
    const a = await send(route, t, tokens[actor]);
    if ((entry.outsider?.[actor] ?? 200) !== 200 && ["list", "export"].includes(entry.kind)) {
      expect(a.returnCode).toBe(entry.outsider?.[actor]);
    } else if (entry.kind === "list") {
      expect(a.returnCode).toBe(200);
      expect(data<{ rows: unknown[] }>(a).rows).toEqual([]);
      await pageInScope(entry, t, actor);
    } else if (entry.kind === "export") {
      expect(a.xlsx!.rows.length).toBe(1);
    } else if (entry.kind === "dashboard") {
      expect(data(a)).toMatchObject(await dashboardOracle(actor));
    } else if (entry.kind === "batch") {
      const missingOne = await send(route, { ...t, body: { ...(t.body as object), ids: [2147483647] } }, tokens.sup1001);
      const failed = data<{ failed: Array<{ id: number; returnCode: number; message: string }> }>(a).failed;
      expect(failed).toEqual([{ ...data<{ failed: Array<Record<string, unknown>> }>(missingOne).failed[0], id: t.ids![0] }]);
      expect(failed[0]!.returnCode).toBe(404);
    } else if (entry.kind === "create" || (entry.outsider?.[actor] ?? 404) !== 404) {
      expect(a.returnCode).toBe(entry.outsider?.[actor]);
    } else {
      expect(a.returnCode).toBe(404);
      expect(a.body).toEqual((await missing(t)).body);
    }
    if (t.unchanged) expect(await t.unchanged()).toBe(true);
  });
});
