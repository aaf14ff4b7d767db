import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiTokenRow } from "@/lib/contracts/base-data/api-token";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { services } from "@/services/registry";
import { pathOf } from "@/lib/contracts/kit/operation";
import { userOps } from "@/lib/contracts/base-data/user";
import { apiTokenList, apiTokenOps } from "@/lib/contracts/base-data/api-token";
import { makeUser } from "../helpers/fixtures";
import { call, login, type CallOpts } from "../helpers/services";
import { makeOrder } from "./erp-purchase.fixtures";
import { roleUserToken } from "./base-data.fixtures";

const tag = `${(process.pid % 1000).toString(36)}${(Date.now() % 46656).toString(36)}`;
const bearer = (token: string, o: CallOpts = {}) => ({ ...o, headers: { authorization: `Bearer ${token}` } });
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
let today = "";
const inAMonth = () => addDays(today, 30);

type Created = { token: string; row: ApiTokenRow };
const create = (session: string, body: { name: string; expiresOn: string; rights: string[] }) =>
  call<Created>("base-data", "POST", "/api-token", { token: session, body });
async function made(session: string, tokenRights: string[], name = "sync"): Promise<Created> {
  const res = await create(session, { name, expiresOn: inAMonth(), rights: tokenRights });
  expect(res.body.returnCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}
const confirmBody = (lineId: number) => ({ lines: [{ lineId, decision: "accept", promisedDate: addDays(today, 20) }] });
const confirm = (token: string, orderId: number, lineId: number) =>
  call("erp-purchase", "POST", `/purchase-order/${orderId}/confirm`, bearer(token, { body: confirmBody(lineId) }));
const auditOf = async (id: number) => (await rows<{ action: string; actor_user_no: string }>(await getDb(), sql`
  select action, actor_user_no from audit_log where entity = 'api_token' and entity_id = ${String(id)} order by id`));

describe("API tokens", () => {
  let session: string;
  const userName = `atk${tag}`;

  beforeAll(async () => {
    await makeUser(userName, { rights: [rights.purchaseOrder.view, rights.purchaseOrder.confirm], venNo: "1001" });
    session = await login(userName);
    today = (await call<{ today: string }>("base-data", "GET", "/api-token/rights", { token: session })).body.data!.today;
  });

  it("a token without confirm gets 403 on confirm; with it, 200; another supplier's order answers like a missing one", async () => {
    const viewOnly = await made(session, [rights.purchaseOrder.view], "view only");
    expect(viewOnly.token).toMatch(/^ssp_[A-Za-z0-9_-]{43}$/);
    expect(viewOnly.row).toMatchObject({ name: "view only", rights: [rights.purchaseOrder.view], state: "active", lastUsedAt: null });
    expect(viewOnly.token.startsWith(viewOnly.row.prefix)).toBe(true);
    const order = await makeOrder({ receiveStatus: "received" });
    expect((await confirm(viewOnly.token, order.orderId, order.lineIds[0]!)).body.returnCode).toBe(403);
    // The token reads what its right allows, in its user's tenant.
    const read = await call<{ pono: string }>("erp-purchase", "GET", `/purchase-order/${order.orderId}`, bearer(viewOnly.token));
    expect(read.body.returnCode).toBe(200);
    expect(read.body.data!.pono).toBe(order.pono);

    const full = await made(session, [rights.purchaseOrder.view, rights.purchaseOrder.confirm]);
    const ok = await confirm(full.token, order.orderId, order.lineIds[0]!);
    expect(ok.body.returnCode, JSON.stringify(ok.body)).toBe(200);
    const [confirmedBy] = await rows<{ user_name: string }>(await getDb(), sql`
      select u.user_name from purchase_order_confirmations pc join users u on u.id = pc.confirmed_by where pc.line_id = ${order.lineIds[0]!}`);
    expect(confirmedBy!.user_name).toBe(userName);

    const foreign = await makeOrder({ receiveStatus: "received", venNo: "1002" });
    const other = await confirm(full.token, foreign.orderId, foreign.lineIds[0]!);
    const missing = await confirm(full.token, 2147483647, foreign.lineIds[0]!);
    expect(other.body.returnCode).toBe(404);
    expect(other.body).toEqual(missing.body);
    const otherRead = await call("erp-purchase", "GET", `/purchase-order/${foreign.orderId}`, bearer(full.token));
    expect(otherRead.body.returnCode).toBe(404);
  });

  it("a revoked token is refused at its very next call; revoking is audited, and only the owner can revoke", async () => {
    const t = await made(session, [rights.purchaseOrder.view]);
    const listPath = "/purchase-order?limit=1";
    expect((await call("erp-purchase", "GET", listPath, bearer(t.token))).body.returnCode).toBe(200);
    const stranger = await roleUserToken(`atx${tag}`, "supplier");
    expect((await call("base-data", "POST", `/api-token/${t.row.id}/revoke`, { token: stranger })).body.returnCode).toBe(404);
    const revoked = await call<ApiTokenRow>("base-data", "POST", `/api-token/${t.row.id}/revoke`, { token: session });
    expect(revoked.body.data).toMatchObject({ id: t.row.id, state: "revoked" });
    expect((await call("erp-purchase", "GET", listPath, bearer(t.token))).body.returnCode).toBe(50012);
    expect((await call("base-data", "POST", `/api-token/${t.row.id}/revoke`, { token: session })).body.returnCode).toBe(409);
    const actions = (await auditOf(t.row.id)).map((a) => a.action);
    expect(actions).toEqual(["create", "use", "revoke"]);
    expect((await auditOf(t.row.id)).every((a) => a.actor_user_no === `T-${userName}`)).toBe(true);
  });

  it("an expired token is refused; a disabled user's tokens stop working; unknown and malformed tokens are refused", async () => {
    const db = await getDb();
    const t = await made(session, [rights.purchaseOrder.view]);
    await db.execute(sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${t.row.id}`);
    expect((await call("erp-purchase", "GET", "/purchase-order?limit=1", bearer(t.token))).body.returnCode).toBe(50014);
    const list = await call<{ rows: ApiTokenRow[] }>("base-data", "GET", "/api-token", { token: session });
    expect(list.body.data!.rows.find((r) => r.id === t.row.id)!.state).toBe("expired");

    const other = `atd${tag}`;
    await makeUser(other, { rights: [rights.purchaseOrder.view], venNo: "1001" });
    const d = await made(await login(other), [rights.purchaseOrder.view]);
    expect((await call("erp-purchase", "GET", "/purchase-order?limit=1", bearer(d.token))).body.returnCode).toBe(200);
    await db.execute(sql`update users set enabled = false where user_name = ${other}`);
    expect((await call("erp-purchase", "GET", "/purchase-order?limit=1", bearer(d.token))).body.returnCode).toBe(50008);

    expect((await call("erp-purchase", "GET", "/purchase-order?limit=1", bearer(`ssp_${"x".repeat(43)}`))).body.returnCode).toBe(50008);
    const garbage = await call("erp-purchase", "GET", "/purchase-order?limit=1", { headers: { authorization: "Bearer not-a-token" } });
    expect(garbage.body.returnCode).toBe(50008);
  });

  it("a token is given only the creator's own rights, within the expiry window; it loses a right its user loses", async () => {
    const held = await call<{ rights: string[]; maxExpiresOn: string; today: string }>("base-data", "GET", "/api-token/rights", { token: session });
    expect(held.body.data!.rights).toEqual([rights.purchaseOrder.view, rights.purchaseOrder.confirm].sort());
    const beyond = await create(session, { name: "too much", expiresOn: inAMonth(), rights: [rights.purchaseOrder.view, rights.purchaseOrder.receive] });
    expect(beyond.body.returnCode).toBe(400);
    expect(beyond.body.data).toMatchObject({ fieldErrors: { rights: [expect.any(String)] } });
    const far = await create(session, { name: "far", expiresOn: addDays(held.body.data!.maxExpiresOn, 1), rights: [rights.purchaseOrder.view] });
    expect(Object.keys((far.body.data as unknown as { fieldErrors: object }).fieldErrors)).toEqual(["expiresOn"]);
    const past = await create(session, { name: "past", expiresOn: addDays(held.body.data!.today, -1), rights: [rights.purchaseOrder.view] });
    expect(Object.keys((past.body.data as unknown as { fieldErrors: object }).fieldErrors)).toEqual(["expiresOn"]);
    expect((await create(session, { name: "", expiresOn: inAMonth(), rights: [] })).body.returnCode).toBe(400);

    const loser = `atl${tag}`;
    await makeUser(loser, { rights: [rights.purchaseOrder.view, rights.purchaseOrder.confirm], venNo: "1001" });
    const t = await made(await login(loser), [rights.purchaseOrder.view, rights.purchaseOrder.confirm]);
    const order = await makeOrder({ receiveStatus: "received" });
    await (await getDb()).execute(sql`delete from role_rights where code = ${rights.purchaseOrder.confirm}
      and role_id in (select ur.role_id from user_roles ur join users u on u.id = ur.user_id where u.user_name = ${loser})`);
    expect((await confirm(t.token, order.orderId, order.lineIds[0]!)).body.returnCode).toBe(403);
    const info = await call<{ options: string[] }>("base-data", "GET", "/user/userInfo", bearer(t.token));
    expect(info.body.data!.options).toEqual([rights.purchaseOrder.view]);
  });

  it("an admin's token has exactly its listed rights: no admin pass, no admin role", async () => {
    const admin = await roleUserToken(`ata${tag}`, "admin");
    const t = await made(admin, [rights.purchaseOrder.view]);
    expect((await call("base-data", "GET", "/menu-role/roles", { token: admin })).body.returnCode).toBe(200);
    expect((await call("base-data", "GET", "/menu-role/roles", bearer(t.token))).body.returnCode).toBe(403);
    const info = await call<{ roles: string[]; options: string[] }>("base-data", "GET", "/user/userInfo", bearer(t.token));
    expect(info.body.data).toMatchObject({ roles: [], options: [rights.purchaseOrder.view] });
  });

  it("a token is refused (403) on session-only routes: password, tokens, company switch, profile, logout", async () => {
    const t = await made(session, [rights.purchaseOrder.view]);
    const refusedPaths: Array<[string, string, unknown?]> = [
      ["POST", pathOf(userOps.updatePassword), { oldPassword: "Demo@2026", newPassword: "Better#2027x", confirmPassword: "Better#2027x" }],
      ["POST", pathOf(apiTokenOps.create), { name: "escalate", expiresOn: inAMonth(), rights: [rights.purchaseOrder.view] }],
      ["GET", pathOf(apiTokenList.list)],
      ["POST", pathOf(apiTokenOps.revoke, { id: t.row.id })],
      ["POST", pathOf(userOps.cutover), { companyId: 2 }],
      ["PUT", pathOf(userOps.profile), { introduction: "x" }],
      ["POST", pathOf(userOps.logOut)],
    ];
    for (const [method, path, body] of refusedPaths) {
      const res = await call("base-data", method, path, bearer(t.token, { body }));
      expect(res.body.returnCode, `${method} ${path}`).toBe(403);
    }
    // Nothing happened: the password still signs in, the token still works and made no other token.
    await login(userName);
    session = await login(userName);
    expect((await call("erp-purchase", "GET", "/purchase-order?limit=1", bearer(t.token))).body.returnCode).toBe(200);
    const list = await call<{ rows: ApiTokenRow[] }>("base-data", "GET", "/api-token", { token: session });
    expect(list.body.data!.rows.some((r) => r.name === "escalate")).toBe(false);
  });

  it("every session-only route of every service refuses a bearer token; the token and password routes are session-only", async () => {
    const t = await made(session, [rights.purchaseOrder.view]);
    const all = Object.values(services).flatMap((s) => s.routes.map((r) => [s, r] as const));
    const sessionOnly = all.filter(([, r]) => r.sessionOnly);
    const keys = sessionOnly.map(([, r]) => `${r.method} ${r.path}`);
    for (const op of [...Object.values(apiTokenOps), userOps.updatePassword, userOps.cutover, userOps.logOut, userOps.profile, userOps.avatarUpload]) {
      expect(keys).toContain(`${op.method} ${op.path}`);
    }
    for (const [service, r] of sessionOnly) {
      const path = r.path.replace(/:(\w+)/g, "1");
      const name = Object.entries(services).find(([, s]) => s === service)![0] as keyof typeof services;
      const res = await call(name, r.method.toUpperCase(), path, bearer(t.token, { body: r.body ? {} : undefined }));
      expect(res.body.returnCode, `${r.method} ${r.path}`).toBe(403);
    }
  });

  it("the last use is kept (at most once a minute) and shown; creation and use are audited", async () => {
    const t = await made(session, [rights.purchaseOrder.view]);
    for (let i = 0; i < 3; i++) expect((await call("erp-purchase", "GET", "/purchase-order?limit=1", bearer(t.token, { ip: "203.0.113.7" }))).body.returnCode).toBe(200);
    const list = await call<{ rows: ApiTokenRow[] }>("base-data", "GET", "/api-token", { token: session });
    const row = list.body.data!.rows.find((r) => r.id === t.row.id)!;
    expect(row.lastUsedIp).toBe("203.0.113.7");
    expect(row.lastUsedAt).not.toBeNull();
    expect((await auditOf(t.row.id)).map((a) => a.action)).toEqual(["create", "use"]);
    // The list shows no secret: neither the token nor its hash.
    expect(JSON.stringify(list.body)).not.toContain(t.token.slice(10));
  });
});

describe("the OpenAPI documents", () => {
  it("declare the bearer scheme; session-only operations accept the session token alone", async () => {
    const { openApiDocument } = await import("@/services/core/openapi");
    for (const [name, s] of Object.entries(services)) {
      const doc = openApiDocument(name, s.routes) as unknown as {
        components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
        paths: Record<string, Record<string, { security: unknown[]; "x-session-only"?: boolean }>>;
      };
      expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
      for (const r of s.routes.filter((x) => x.auth === "user")) {
        const op = doc.paths[r.path.replace(/:(\w+)/g, "{$1}")]![r.method]!;
        expect(op.security, `${r.method} ${r.path}`).toEqual(r.sessionOnly ? [{ token: [] }] : [{ token: [] }, { bearerAuth: [] }]);
      }
    }
  });
});
