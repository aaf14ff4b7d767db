import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { passwordClasses } from "@/lib/contracts/base-data/user";
import { call, login } from "../helpers/services";
import { roleUserToken } from "./base-data.fixtures";
import { createSub, freshMain, roleId, tag } from "./base-data-sub-account.fixtures";

type Row = { id: number; userName: string; kind: string; enabled: boolean; companyName: string };
const list = (token: string, q = "") => call<{ rows: Row[] }>("base-data", "GET", `/sub-account?limit=100${q}`, { token });
const db = async () => getDb();

/** Letters only (role codes are English letters), one to one: each base-26 digit becomes a letter. */
const letters = (n: number) => n.toString(26).replace(/[0-9a-p]/g, (c) => String.fromCharCode(97 + parseInt(c, 26)));
let made = 0;

/** A role holding exactly these rights codes. */
async function roleWith(codes: string[]): Promise<number> {
  // Replacing the tag's digits by one letter made distinct tags equal ("1a" and "2a"), and role codes collided.
  const code = `sa${letters(process.pid)}${letters(++made)}${letters(Date.now() % 26 ** 4)}`;
  const [r] = await rows<{ id: number }>(await db(), sql`insert into roles (code, name) values (${code}, ${code}) returning id`);
  for (const c of codes) await (await db()).execute(sql`insert into role_rights (role_id, code) values (${r!.id}, ${c})`);
  return r!.id;
}

describe("a main account creates a sub-account", () => {
  it("with a temporary password meeting the policy, which must be changed at the first login; the sub-account works in the main's companies", async () => {
    const main = await freshMain();
    const { body, res } = await createSub(main.token, { name: "Warehouse" });
    expect(res.body.returnCode).toBe(200);
    const { id, userNo, temporaryPassword } = res.body.data!;
    expect(userNo).toBe(`${main.userNo}-${body.userName.toUpperCase()}`);
    expect(temporaryPassword).toHaveLength(12);
    expect(passwordClasses(temporaryPassword)).toBe(4);
    const [u] = await rows<{ main_user_no: string; supplier_id: number; is_first_time_login: boolean; user_type: string }>(await db(),
      sql`select main_user_no, supplier_id, is_first_time_login, user_type from users where id = ${id}`);
    expect(u).toEqual({ main_user_no: main.userNo, supplier_id: main.supplierId, is_first_time_login: true, user_type: "supplier" });
    const sub = await login(body.userName, 2, temporaryPassword);
    const info = await call<{ isFirstTimeLogin: boolean; mainUserNo: string; roles: string[] }>("base-data", "GET", "/user/userInfo", { token: sub });
    expect(info.body.data).toMatchObject({ isFirstTimeLogin: true, mainUserNo: main.userNo, roles: ["supplier_sub"] });
    expect((await call("base-data", "GET", "/dictionary/receipt-type/items", { token: sub })).body.returnCode).toBe(403);
    const change = await call("base-data", "POST", "/user/updatePassword", { token: sub, body: { oldPassword: temporaryPassword, newPassword: "Fresh#2027x", confirmPassword: "Fresh#2027x" } });
    expect(change.body.returnCode).toBe(200);
    expect((await call("base-data", "GET", "/dictionary/receipt-type/items", { token: sub })).body.returnCode).toBe(200);
    const audit = await call<Array<{ action: string; actorUserNo: string }>>("base-data", "GET", `/sub-account/${id}/audit`, { token: main.token });
    expect(audit.body.data!.map((a) => [a.action, a.actorUserNo])).toEqual([["create", main.userNo]]);
  });

  it("lists only its own sub-accounts, with company, account kind, enabled and registration time", async () => {
    const a = await freshMain();
    const b = await freshMain();
    const mine = (await createSub(a.token)).body.userName;
    const theirs = (await createSub(b.token)).body.userName;
    const rowsA = (await list(a.token)).body.data!.rows;
    expect(rowsA.map((r) => r.userName)).toEqual([mine]);
    expect(rowsA[0]).toMatchObject({ kind: "sub", enabled: true, companyName: expect.stringContaining("Supplier ") });
    expect((await list(a.token, `&q=${theirs}`)).body.data!.rows).toEqual([]);
  });

  it("grants only roles whose every right the main account holds; a role with one right more is refused and nothing is created", async () => {
    const main = await freshMain();
    const within = await roleWith([rights.purchaseOrder.view]);
    const beyond = await roleWith([rights.purchaseOrder.view, rights.menuRole.view]);
    const manager = await roleWith([rights.purchaseOrder.view, rights.subAccount.view]);
    const grantable = (await call<Array<{ id: number }>>("base-data", "GET", "/sub-account/grantable-roles", { token: main.token })).body.data!.map((r) => r.id);
    expect(grantable).toContain(within);
    expect(grantable).toContain(await roleId("supplier_sub"));
    expect(grantable).not.toContain(beyond);
    expect(grantable).not.toContain(manager);
    expect(grantable).not.toContain(await roleId("admin"));
    for (const bad of [beyond, manager, await roleId("admin")]) {
      const { body, res } = await createSub(main.token, { roleIds: [within, bad] }, "zh");
      expect(res.body.returnCode).toBe(400);
      expect(res.body.data!.fieldErrors!.roleIds).toEqual(["所选角色包含您无权授予的权限"]);
      expect(await rows(await db(), sql`select 1 from users where user_name = ${body.userName}`)).toEqual([]);
    }
    const ok = await createSub(main.token, { roleIds: [within] });
    expect(ok.res.body.returnCode).toBe(200);
  });

  it("refuses a taken user name on its field, also when two creates race", async () => {
    const main = await freshMain();
    const userName = `r${tag()}`;
    const results = await Promise.all([0, 1, 2].map(() => createSub(main.token, { userName })));
    expect(results.map((r) => r.res.body.returnCode).sort()).toEqual([200, 400, 400]);
    for (const r of results.filter((x) => x.res.body.returnCode === 400)) expect(r.res.body.data!.fieldErrors!.userName).toEqual(["This user name is already used"]);
    expect((await rows<{ n: number }>(await db(), sql`select count(*)::int as n from users where user_name = ${userName}`))[0]!.n).toBe(1);
  });

  it("validates the form: user name length and characters, name, at least one role", async () => {
    const main = await freshMain();
    const res = await call<{ fieldErrors: Record<string, string[]> }>("base-data", "POST", "/sub-account", { token: main.token, body: { userName: "ab", name: " ", roleIds: [] } });
    expect(res.body.returnCode).toBe(400);
    expect(Object.keys(res.body.data!.fieldErrors).sort()).toEqual(["name", "roleIds", "userName"]);
    const bad = await call<{ fieldErrors: Record<string, string[]> }>("base-data", "POST", "/sub-account", { token: main.token, body: { userName: "a b<c>", name: "x", roleIds: [1] } });
    expect(bad.body.data!.fieldErrors.userName).toEqual(["Use letters, digits, dot, dash or underscore only"]);
  });
});

describe("managing a sub-account", () => {
  it("edits its name and roles within the main's rights; an admin-given role the main cannot grant stays", async () => {
    const main = await freshMain();
    const { res } = await createSub(main.token);
    const id = res.body.data!.id;
    const extra = await roleWith([rights.menuRole.view]);
    await (await db()).execute(sql`insert into user_roles (user_id, role_id) values (${id}, ${extra})`);
    const within = await roleWith([rights.purchaseOrder.view]);
    const upd = await call("base-data", "PUT", `/sub-account/${id}`, { token: main.token, body: { name: "Renamed", roleIds: [within] } });
    expect(upd.body.returnCode).toBe(200);
    const detail = await call<{ name: string; roleIds: number[] }>("base-data", "GET", `/sub-account/${id}`, { token: main.token });
    expect(detail.body.data).toMatchObject({ name: "Renamed", roleIds: [extra, within].sort((x, y) => x - y) });
    const refused = await call("base-data", "PUT", `/sub-account/${id}`, { token: main.token, body: { name: "Again", roleIds: [extra] } });
    expect(refused.body.returnCode).toBe(400);
    expect((await rows<{ name: string }>(await db(), sql`select name from users where id = ${id}`))[0]!.name).toBe("Renamed");
  });

  it("disables (its sessions end, login refused) and enables again; a repeated change is a conflict; every change is audited", async () => {
    const main = await freshMain();
    const { body, res } = await createSub(main.token);
    const id = res.body.data!.id;
    const sub = await login(body.userName, 1, res.body.data!.temporaryPassword);
    expect((await call("base-data", "POST", `/sub-account/${id}/enabled`, { token: main.token, body: { enabled: false } })).body.returnCode).toBe(200);
    expect((await call("base-data", "GET", "/user/userInfo", { token: sub })).body.returnCode).not.toBe(200);
    await expect(login(body.userName, 1, res.body.data!.temporaryPassword)).rejects.toThrow();
    const again = await call("base-data", "POST", `/sub-account/${id}/enabled`, { token: main.token, body: { enabled: false } });
    expect(again.body).toMatchObject({ returnCode: 409, message: "The account is already disabled" });
    expect((await call("base-data", "POST", `/sub-account/${id}/enabled`, { token: main.token, body: { enabled: true } })).body.returnCode).toBe(200);
    await login(body.userName, 1, res.body.data!.temporaryPassword);
    const audit = await call<Array<{ action: string; from: string | null; to: string | null }>>("base-data", "GET", `/sub-account/${id}/audit`, { token: main.token });
    expect(audit.body.data!.map((a) => [a.action, a.from, a.to])).toEqual([["create", null, "enabled"], ["disable", "enabled", "disabled"], ["enable", "disabled", "enabled"]]);
  });

  it("resets the password: a new temporary password, the old one and every session end, the first-login gate is back", async () => {
    const main = await freshMain();
    const { body, res } = await createSub(main.token);
    const id = res.body.data!.id;
    const first = res.body.data!.temporaryPassword;
    const sub = await login(body.userName, 1, first);
    const reset = await call<{ temporaryPassword: string }>("base-data", "POST", `/sub-account/${id}/reset-password`, { token: main.token });
    expect(reset.body.returnCode).toBe(200);
    const second = reset.body.data!.temporaryPassword;
    expect(second).not.toBe(first);
    expect((await call("base-data", "GET", "/user/userInfo", { token: sub })).body.returnCode).toBe(50012);
    await expect(login(body.userName, 1, first)).rejects.toThrow();
    const again = await login(body.userName, 1, second);
    expect((await call<{ isFirstTimeLogin: boolean }>("base-data", "GET", "/user/userInfo", { token: again })).body.data!.isFirstTimeLogin).toBe(true);
  });

  it("never reaches another supplier's sub-accounts, nor another main's, nor its own account: each answers like a missing one", async () => {
    const a = await freshMain();
    const b = await freshMain();
    const theirs = (await createSub(b.token)).res.body.data!.id;
    const missing = 2_000_000_000;
    for (const id of [theirs, missing, a.userId]) {
      const answers = await Promise.all([
        call("base-data", "GET", `/sub-account/${id}`, { token: a.token }),
        call("base-data", "PUT", `/sub-account/${id}`, { token: a.token, body: { name: "x", roleIds: [await roleId("supplier_sub")] } }),
        call("base-data", "POST", `/sub-account/${id}/enabled`, { token: a.token, body: { enabled: false } }),
        call("base-data", "POST", `/sub-account/${id}/reset-password`, { token: a.token }),
        call("base-data", "GET", `/sub-account/${id}/audit`, { token: a.token }),
      ]);
      expect(answers.map((x) => x.body.returnCode)).toEqual([404, 404, 404, 404, 404]);
    }
    const [u] = await rows<{ enabled: boolean; name: string }>(await db(), sql`select enabled, name from users where id = ${theirs}`);
    expect(u).toEqual({ enabled: true, name: "Sub user" });
  });

  it("a sub-account cannot manage accounts, not even with a role handing it the rights", async () => {
    const main = await freshMain();
    const { body, res } = await createSub(main.token);
    const id = res.body.data!.id;
    let sub = await login(body.userName, 1, res.body.data!.temporaryPassword);
    await call("base-data", "POST", "/user/updatePassword", { token: sub, body: { oldPassword: res.body.data!.temporaryPassword, newPassword: "Fresh#2027x", confirmPassword: "Fresh#2027x" } });
    expect((await list(sub)).body.returnCode).toBe(403);
    expect((await createSub(sub)).res.body.returnCode).toBe(403);
    await (await db()).execute(sql`insert into user_roles (user_id, role_id) select ${id}, id from roles where code = 'supplier'`);
    sub = await login(body.userName, 1, "Fresh#2027x");
    expect((await list(sub)).body.data!.rows).toEqual([]);
    expect((await createSub(sub)).res.body.returnCode).toBe(403);
    expect((await call("base-data", "GET", "/sub-account/grantable-roles", { token: sub })).body.returnCode).toBe(403);
    expect((await call("base-data", "POST", `/sub-account/${id}/enabled`, { token: sub, body: { enabled: false } })).body.returnCode).toBe(404);
  });
});

describe("an admin", () => {
  it("manages every account of the session's company and creates a sub-account under a named main account", async () => {
    const admin = await roleUserToken(`saadm${process.pid % 1000}`, "admin");
    const main = await freshMain();
    const all = (await list(admin, `&q=${main.userNo}`)).body.data!.rows;
    expect(all.map((r) => r.kind)).toEqual(["main"]);
    const unknown = await createSub(admin, { mainUserNo: "NOPE" });
    expect(unknown.res.body.data!.fieldErrors!.mainUserNo).toEqual(["No main account with this number in this company"]);
    const made = await createSub(admin, { mainUserNo: main.userNo });
    expect(made.res.body.returnCode).toBe(200);
    expect((await list(main.token)).body.data!.rows.map((r) => r.userName)).toEqual([made.body.userName]);
    expect((await call("base-data", "POST", `/sub-account/${main.userId}/enabled`, { token: admin, body: { enabled: false } })).body.returnCode).toBe(200);
  });

  it("staff without the admin role see no accounts", async () => {
    const staff = await roleUserToken(`sastf${process.pid % 1000}`, "purchaser");
    expect((await list(staff)).body.returnCode).toBe(403);
  });
});
