import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ServiceName } from "@/lib/contracts/services";
import { rights } from "@/lib/rights/codes";
import { rightsForRole } from "@/lib/rights/roles";
import type { AnyRoute } from "@/services/core/route";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { services } from "@/services/registry";
import { fetchRaw, makeUser, readXlsx, supplierIdOf } from "./fixtures";
import { call, login } from "./services";

/**
 * One authorisation matrix for every service. Each route ("METHOD path", keyOf) has an entry in its module's
 * entry file (tests/integration/<service>-<module>.matrix.ts); runMatrix calls it as five probes, always:
 *  - no token (50008; a public route declares what it answers instead, `public`),
 *  - sup1001, a supplier (its in-tenant answer: 200 and the entry's kind checks, or 403 where the route's audience
 *    or the entry's `deny` refuses it),
 *  - sup1002, another supplier (a list shows it nothing, a record answers exactly like a missing one, or `outsider`),
 *  - subNoRight, a sub-account of 1001 holding its role's rights but the route's (403 when the route names rights),
 *  - internalNoRight, an internal user of company 1 holding every right but the route's (403 likewise),
 * and any further in-tenant and outsider actors the service's matrix names. Targets are fresh records of supplier
 * 1001 in company 1; `unchanged` proves a refused write changed nothing and an allowed one something.
 */
export type Actor =
  | "sup1001" | "sup1001a" | "sup1002" | "buyer01" | "admin" | "buyer02" | "sibling" | "factory01" | "factory03"
  | "subNoRight" | "internalNoRight";
export type Tokens = Record<string, string>;
export const probeActors = { supplier: "sup1001", otherSupplier: "sup1002", subAccount: "subNoRight", internal: "internalNoRight" } as const;

export interface Target {
  path: string;
  /** the path a missing record answers on, where the id is not a number in the path */
  missing?: string;
  body?: unknown;
  /** the fixture's own ids: a list filtered to them shows them to the tenant and nothing to outsiders */
  ids?: number[];
  unchanged?: () => Promise<boolean>;
  /** an upload's bytes, sent instead of a JSON body */
  raw?: Uint8Array;
}

export interface Entry {
  rights: readonly string[];
  kind: "list" | "export" | "read" | "write" | "create" | "batch" | "dashboard" | "own";
  target(tokens: Tokens): Promise<Target>;
  /** table whose company_id/supplier_id every listed id must match the caller's scope */
  table?: string;
  /** the table has no supplier_id: a list's page is checked against the company alone */
  companyOnly?: boolean;
  /** in-tenant actors the route refuses (403) beyond its audience */
  deny?: Actor[];
  /** an outsider's answer where it is not the tenant's empty list or a missing record's 404 */
  outsider?: Partial<Record<Actor, number>>;
  /** an admitted actor's answer where it is not 200 (e.g. a body refused after the caller was admitted) */
  answers?: Partial<Record<Actor, number>>;
  /** the actors of this route where they are not the service's (e.g. factory staff instead of purchasing) */
  actors?: { inTenant: Actor[]; outsiders: Actor[] };
  /** what the answer's data holds for an actor of this scope (a dashboard's counts) */
  oracle?(scope: Scope): Promise<Record<string, unknown>>;
  /** after an admitted call: wait until what it started is over (a label task) */
  settle?(userName: string): Promise<void>;
}

/** A route without a session (a sign-in): what it answers without a token, the credential it verifies being the check. */
export interface PublicEntry {
  public: number;
  target(tokens: Tokens): Promise<Target>;
}

export type MatrixEntry = Entry | PublicEntry;
export type Matrix = Record<string, MatrixEntry>;
export interface Scope { companyId: number; supplierId: number | null }

export const keyOf = (r: Pick<AnyRoute, "method" | "path">) => `${r.method} ${r.path}`;
export const isPublic = (e: MatrixEntry): e is PublicEntry => "public" in e;

const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export interface Answer { status: number; returnCode: number; body: Record<string, unknown> | null; xlsx: Awaited<ReturnType<typeof readXlsx>> | null }

/** The raw answer of a route: the JSON envelope, an .xlsx stream read into rows, or another file by its status. */
export async function send(service: ServiceName, route: Pick<AnyRoute, "method" | "body">, target: Target, token?: string): Promise<Answer> {
  const res = await fetchRaw(route.method.toUpperCase(), target.path, { service, token, body: target.body ?? (route.body ? {} : undefined), raw: target.raw });
  const type = res.headers.get("content-type") ?? "";
  if (type === xlsx) return { status: res.status, returnCode: 200, body: null, xlsx: await readXlsx(res) };
  if (!type.includes("json")) {
    // another file by its status; an event stream would never end, so nothing is read
    await res.body?.cancel();
    return { status: res.status, returnCode: res.status, body: null, xlsx: null };
  }
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, returnCode: Number(body.returnCode), body, xlsx: null };
}

const data = <T>(a: Answer) => (a.body?.data ?? null) as T;
const supplierActors = new Set<Actor>(["sup1001", "sup1001a", "sup1002", "sibling", "subNoRight"]);
/** The route's audience refuses the actor before its rights are looked at (admins pass). */
const audienceRefuses = (route: AnyRoute, actor: Actor) =>
  actor !== "admin" && ((route.audience === "internal" && supplierActors.has(actor)) || (route.audience === "supplier" && !supplierActors.has(actor)));
const allRights = Object.values(rights).flatMap((ops) => Object.values(ops as Record<string, string>));

export interface MatrixOptions {
  /** a short prefix of the user names this matrix makes, unique among the matrix files */
  prefix: string;
  /** in-tenant and outsider actors beyond the probes, for every route of the service */
  inTenant?: Actor[];
  outsiders?: Actor[];
  /** also call every route with rights as a user holding none of the module's (mxnone/mxview) */
  withoutRights?: boolean;
  /** each call's time limit, where a target takes long to make (a finished label task) */
  timeout?: number;
}

/** Calls every route of the service that has an entry as the five probes and the service's other actors. */
export function runMatrix(service: ServiceName, matrix: Matrix, o: MatrixOptions) {
  const routes = services[service].routes;
  const logins: Record<string, [string, number]> = {
    sup1001: ["sup1001", 1], sup1001a: ["sup1001a", 1], sup1002: ["sup1002", 1], buyer01: ["buyer01", 1], admin: ["admin", 1],
    buyer02: ["buyer02", 3], sibling: [`${o.prefix}sib1001`, 2], factory01: ["factory01", 1], factory03: ["switch04", 3],
    none: [`${o.prefix}none`, 1], view: [`${o.prefix}view`, 1],
  };
  const tokens: Tokens = {};
  const scopes = {} as Record<Actor, Scope>;
  const probeUsers = new Map<string, Promise<string>>();
  let made = 0;

  /** A sub-account of 1001, or an internal user of company 1, holding every right of its kind but these. */
  const probeToken = (actor: "subNoRight" | "internalNoRight", without: readonly string[]) => {
    const key = `${actor} ${[...without].sort().join(",")}`;
    if (!probeUsers.has(key)) {
      const name = `${o.prefix}${actor === "subNoRight" ? "s" : "i"}${made++}`;
      const codes = (actor === "subNoRight" ? rightsForRole("supplier_sub") : allRights).filter((r) => !without.includes(r));
      probeUsers.set(key, makeUser(name, actor === "subNoRight" ? { rights: codes, venNo: "1001", mainUserNo: "S1001" } : { rights: codes }).then(() => login(name, 1)));
    }
    return probeUsers.get(key)!;
  };
  const tokenOf = async (actor: Actor, route: AnyRoute): Promise<string> =>
    actor === "subNoRight" || actor === "internalNoRight" ? probeToken(actor, route.rights ?? []) : tokens[actor]!;

  async function outOfScope(table: string, ids: number[], actor: Actor, companyOnly = false): Promise<number> {
    if (!ids.length) return 0;
    const s = scopes[actor];
    const [r] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from ${sql.raw(table)}
      where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})
        and not (company_id = ${s.companyId} and ${companyOnly ? sql`true` : sql`(${s.supplierId}::int is null or supplier_id = ${s.supplierId}::int)`})`);
    return r!.n;
  }

  /** A list's own page (unfiltered) may hold only rows of the caller's scope. */
  async function pageInScope(entry: Entry, target: Target, actor: Actor, token: string) {
    if (!entry.table) return;
    const res = await call<{ rows: Array<{ id: number }> }>(service, "GET", `${target.path.split("?")[0]}?limit=200`, { token });
    expect(res.body.returnCode).toBe(200);
    expect(await outOfScope(entry.table, res.body.data!.rows.map((r) => r.id), actor, entry.companyOnly)).toBe(0);
  }

  beforeAll(async () => {
    await makeUser(`${o.prefix}none`, { rights: [rights.helpDoc.view] });
    await makeUser(`${o.prefix}view`, { rights: [rights.purchaseOrder.view, rights.purchaseReceipt.view, rights.purchaseCollection.view, rights.deliveryNotice.view], venNo: "1001" });
    await makeUser(`${o.prefix}sib1001`, { rights: rightsForRole("supplier"), venNo: "1001", companies: [1, 2] });
    for (const [actor, [user, company]] of Object.entries(logins)) tokens[actor] = await login(user, company);
    const [s1001, s1002] = [await supplierIdOf("1001"), await supplierIdOf("1002")];
    Object.assign(scopes, {
      sup1001: { companyId: 1, supplierId: s1001 }, sup1001a: { companyId: 1, supplierId: s1001 }, subNoRight: { companyId: 1, supplierId: s1001 },
      sup1002: { companyId: 1, supplierId: s1002 }, sibling: { companyId: 2, supplierId: s1001 },
      buyer01: { companyId: 1, supplierId: null }, admin: { companyId: 1, supplierId: null }, factory01: { companyId: 1, supplierId: null },
      internalNoRight: { companyId: 1, supplierId: null }, buyer02: { companyId: 3, supplierId: null }, factory03: { companyId: 3, supplierId: null },
    } satisfies Record<Actor, Scope>);
  });

  describe.each(routes.map((r) => [keyOf(r), r] as const))(`${service} %s`, (key, route) => {
    const entry = matrix[key];
    it("has a matrix entry", () => expect(entry, `no matrix entry for ${key} in ${service}`).toBeDefined());
    if (!entry) return;

    if (isPublic(entry)) {
      it(`is public: no token → ${entry.public}`, async () => {
        expect(route.auth).toBe("public");
        const a = await send(service, route, await entry.target(tokens));
        expect(a.returnCode, JSON.stringify(a.body)).toBe(entry.public);
      }, o.timeout);
      return;
    }

    const inTenant = [...new Set<Actor>([probeActors.supplier, probeActors.subAccount, probeActors.internal, ...(entry.actors?.inTenant ?? o.inTenant ?? [])])];
    const outsiders = [...new Set<Actor>([probeActors.otherSupplier, ...(entry.actors?.outsiders ?? o.outsiders ?? [])])];
    const refused = (actor: Actor) =>
      audienceRefuses(route, actor) || !!entry.deny?.includes(actor) ||
      ((actor === "subNoRight" || actor === "internalNoRight") && (route.rights ?? []).length > 0);
    const allowed = inTenant.find((a) => !refused(a) && a !== "subNoRight" && a !== "internalNoRight");
    const missing = async (t: Target, token: string) =>
      send(service, route, { ...t, path: t.missing ?? t.path.replace(/\/\d+(?=\/|$|\?)/, "/2147483647").replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/, "00000000-0000-4000-8000-000000000000") }, token);

    it("names exactly the route's rights", () => {
      expect(route.auth).toBe("user");
      expect([...(route.rights ?? [])].sort()).toEqual([...entry.rights].sort());
    });

    it("no token → 50008", async () => {
      const t = await entry.target(tokens);
      const a = await send(service, route, t);
      expect(a.returnCode).toBe(50008);
      if (t.unchanged) expect(await t.unchanged()).toBe(true);
    }, o.timeout);

    if (o.withoutRights && entry.rights.length) {
      it("a user without the rights code → 403, nothing changed", async () => {
        const t = await entry.target(tokens);
        const user = entry.rights.some((r) => r.endsWith("_view")) ? "none" : "view";
        const a = await send(service, route, t, tokens[user]);
        expect(a.returnCode).toBe(403);
        if (t.unchanged) expect(await t.unchanged()).toBe(true);
      }, o.timeout);
    }

    it.each(inTenant)("%s (same tenant)", async (actor) => {
      const t = await entry.target(tokens);
      const a = await send(service, route, t, await tokenOf(actor, route));
      if (refused(actor)) {
        expect(a.returnCode, JSON.stringify(a.body)).toBe(403);
        if (t.unchanged) expect(await t.unchanged()).toBe(true);
        return;
      }
      if (entry.kind === "own" && actor !== "sup1001") {
        expect(a.returnCode).toBe(404);
        return;
      }
      expect(a.returnCode, JSON.stringify(a.body)).toBe(entry.answers?.[actor] ?? 200);
      if (a.returnCode !== 200) return;
      if (entry.kind === "list") {
        if (t.ids) expect(data<{ rows: Array<{ id: number }> }>(a).rows.map((r) => r.id).sort()).toEqual([...t.ids].sort());
        await pageInScope(entry, t, actor, await tokenOf(actor, route));
      }
      if (entry.kind === "export") {
        expect(a.xlsx, "an .xlsx answer").not.toBeNull();
        if (t.ids) expect(a.xlsx!.rows.length - 1).toBe(t.ids.length);
      }
      if (entry.kind === "batch") expect(data<{ succeeded: number[] }>(a).succeeded).toEqual(t.ids);
      if (entry.oracle) expect(data(a)).toMatchObject(await entry.oracle(scopes[actor]));
      if (t.unchanged && ["write", "create", "batch"].includes(entry.kind)) expect(await t.unchanged()).toBe(false);
      if (entry.settle && actor in logins) await entry.settle(logins[actor]![0]);
    }, o.timeout);

    it.each(outsiders)("%s (another tenant) reads and writes nothing", async (actor) => {
      const t = await entry.target(tokens);
      const token = await tokenOf(actor, route);
      const a = await send(service, route, t, token);
      const code = entry.outsider?.[actor];
      if (audienceRefuses(route, actor)) {
        expect(a.returnCode).toBe(403);
      } else if ((code ?? 200) !== 200 && ["list", "export"].includes(entry.kind)) {
        expect(a.returnCode).toBe(code);
      } else if (entry.kind === "list") {
        expect(a.returnCode).toBe(200);
        expect(data<{ rows: unknown[] }>(a).rows).toEqual([]);
        await pageInScope(entry, t, actor, token);
      } else if (entry.kind === "export") {
        expect(a.xlsx!.rows.length).toBe(1);
      } else if (entry.oracle) {
        expect(data(a)).toMatchObject(await entry.oracle(scopes[actor]));
      } else if (entry.kind === "batch") {
        const missingOne = await send(service, route, { ...t, body: { ...(t.body as object), ids: [2147483647] } }, tokens[allowed ?? actor]);
        const failed = data<{ failed: Array<{ id: number; returnCode: number; message: string }> }>(a).failed;
        expect(failed).toEqual([{ ...data<{ failed: Array<Record<string, unknown>> }>(missingOne).failed[0], id: t.ids![0] }]);
        expect(failed[0]!.returnCode).toBe(404);
      } else if (entry.kind === "create" || (code ?? 404) !== 404) {
        expect(a.returnCode, JSON.stringify(a.body)).toBe(code);
      } else {
        expect(a.returnCode, JSON.stringify(a.body)).toBe(404);
        expect(a.body).toEqual((await missing(t, allowed ? tokens[allowed]! : token)).body);
      }
      if (t.unchanged) expect(await t.unchanged()).toBe(true);
    }, o.timeout);
  });
}

/**
 * The entry of an internal-only route whose allowed callers its module's own tests exercise: every probe is refused
 * (the audience or the missing right) before the record is looked up, so the target need not exist.
 */
export const internalOnly = (rightsOfRoute: readonly string[], kind: Entry["kind"], path: string, body?: unknown): Entry => ({
  rights: rightsOfRoute, kind, target: async () => ({ path, body }),
});
