import { beforeAll, describe, expect, it } from "vitest";
import { rights } from "@/lib/rights/codes";
import type { AdminMenu, AdminRole } from "@/lib/contracts/base-data/menu-role";
import type { UserInfo } from "@/lib/contracts/base-data/user";
import type { AuditEntry } from "@/lib/contracts/common";
import { call } from "../helpers/services";
import { roleUserToken } from "./base-data.fixtures";
import { createMenu, letters } from "./base-data-menu-role.fixtures";

let admin = "";
const fields = (res: { body: { returnCode: number; data?: unknown } }) => {
  expect(res.body.returnCode).toBe(400);
  return (res.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors;
};

beforeAll(async () => {
  admin = await roleUserToken(`mra${process.pid % 10000}`, "admin");
});

const menusOf = async (terminal = "pc") => (await call<AdminMenu[]>("base-data", "GET", `/menu-role/menus?terminal=${terminal}`, { token: admin })).body.data!;
const rolesOf = async () => (await call<AdminRole[]>("base-data", "GET", "/menu-role/roles", { token: admin })).body.data!;

describe("menus", () => {
  it("lists the seeded tree with its operations and roles", async () => {
    const menus = await menusOf();
    const po = menus.find((m) => m.id === 21)!;
    expect(po).toMatchObject({ parentId: 2, type: "leaf", identification: "purchaseOrder", enabled: true });
    expect(po.operations.map((o) => o.code)).toContain(rights.purchaseOrder.receive);
    expect(po.roles).toContain("purchaser");
  });

  it("creates a leaf under a catalogue, with an audit row", async () => {
    const { res, body } = await createMenu(admin);
    expect(res.body.returnCode, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data!.id;
    expect(id).toBeGreaterThanOrEqual(1000);
    const menu = (await menusOf()).find((m) => m.id === id)!;
    expect(menu).toMatchObject({ parentId: 9, title: body.title, path: body.path, iconFileId: body.iconFileId, enabled: true, component: `menu/${body.identification}/index` });
    const audit = await call<AuditEntry[]>("base-data", "GET", `/menu-role/menu/${id}/audit`, { token: admin });
    expect(audit.body.data!.map((a) => a.action)).toEqual(["create"]);
  });

  it.each([
    ["title", { title: "" }, "Enter the menu name"],
    ["identification", { identification: "" }, "Enter the identification"],
    ["path", { path: "" }, "Enter the path"],
    ["path", { path: "a b" }, "The path may hold letters, digits, - and _ separated by /"],
    ["iconFileId", { iconFileId: "00000000-0000-4000-8000-000000000000" }, "Upload the icon (SVG or PNG, at most 10 KB)"],
    ["parentId", { parentId: 999999 }, "Choose the parent menu"],
    ["parentId", { parentId: 21 }, "A leaf menu cannot receive sub-menus"],
    ["title", { title: "采购订单" }, "This menu name is already used"],
    ["identification", { identification: "purchaseOrder" }, "This identification is already used"],
    ["path", { path: "menu-role" }, "This path is already used at this level"],
    ["roles", { roles: ["nosuchrole"] }, "One of the roles does not exist"],
  ])("refuses a bad %s with its field error: %j", async (field, over, message) => {
    const { res } = await createMenu(admin, over);
    expect(fields(res)[field]).toEqual([message]);
  });

  it("answers the field error in the caller's language (all five)", async () => {
    const { body } = await createMenu(admin);
    const expected = { zh: "叶子菜单不能添加子菜单", en: "A leaf menu cannot receive sub-menus", vi: "Menu lá không thể có menu con", ja: "リーフメニューにはサブメニューを追加できません", es: "Un menú hoja no puede tener submenús" };
    for (const [locale, message] of Object.entries(expected)) {
      const res = await call("base-data", "POST", "/menu-role/menu", { token: admin, locale, body: { ...body, parentId: 21 } });
      expect(fields(res).parentId).toEqual([message]);
    }
  });

  it("moves a menu up and down among its siblings, and refuses past the ends", async () => {
    const cat = await createMenu(admin, { type: "catalog" });
    const parentId = cat.res.body.data!.id;
    const a = (await createMenu(admin, { parentId })).res.body.data!.id;
    const b = (await createMenu(admin, { parentId })).res.body.data!.id;
    const order = async () => (await menusOf()).filter((m) => m.parentId === parentId).map((m) => m.id);
    expect(await order()).toEqual([a, b]);
    expect((await call("base-data", "POST", `/menu-role/menu/${b}/move`, { token: admin, body: { direction: "up" } })).body.returnCode).toBe(200);
    expect(await order()).toEqual([b, a]);
    const stuck = await call("base-data", "POST", `/menu-role/menu/${b}/move`, { token: admin, body: { direction: "up" } });
    expect(stuck.body).toMatchObject({ returnCode: 409, message: "The menu is already first" });
    expect((await call("base-data", "POST", `/menu-role/menu/${b}/move`, { token: admin, body: { direction: "down" } })).body.returnCode).toBe(200);
    expect(await order()).toEqual([a, b]);
  });

  it("a catalogue with children cannot become a leaf; a menu cannot move under its own child", async () => {
    const cat = await createMenu(admin, { type: "catalog" });
    const parentId = cat.res.body.data!.id;
    const sub = await createMenu(admin, { parentId, type: "catalog" });
    const put = (over: Record<string, unknown>) => {
      const rest: Record<string, unknown> = { ...cat.body };
      delete rest.terminal;
      return call("base-data", "PUT", `/menu-role/menu/${parentId}`, { token: admin, body: { ...rest, ...over } });
    };
    expect(fields(await put({ type: "leaf" })).type).toEqual(["A catalogue with sub-menus cannot become a leaf"]);
    expect(fields(await put({ parentId: sub.res.body.data!.id })).parentId).toEqual(["A menu cannot be placed under itself or one of its sub-menus"]);
    expect((await put({ title: `${cat.body.title} renamed` })).body.returnCode).toBe(200);
  });

  it("enables and disables once each: a second disable is a conflict", async () => {
    const id = (await createMenu(admin)).res.body.data!.id;
    const toggle = (enabled: boolean) => call("base-data", "POST", `/menu-role/menu/${id}/enabled`, { token: admin, body: { enabled } });
    expect((await toggle(false)).body.returnCode).toBe(200);
    expect((await toggle(false)).body).toMatchObject({ returnCode: 409, message: "The menu is already disabled" });
    expect((await menusOf()).find((m) => m.id === id)!.enabled).toBe(false);
    expect((await toggle(true)).body.returnCode).toBe(200);
    expect((await call("base-data", "POST", "/menu-role/menu/99999999/enabled", { token: admin, body: { enabled: true } })).body.returnCode).toBe(404);
  });
});

describe("operations", () => {
  it("adds operations to a leaf: name unique in the menu, code letters only and unique in the menu", async () => {
    const id = (await createMenu(admin)).res.body.data!.id;
    const add = (body: object) => call<{ code: string }>("base-data", "POST", `/menu-role/menu/${id}/operation`, { token: admin, body });
    const ok = await add({ name: "Approve", code: "approve" });
    expect(ok.body.data).toEqual({ code: `${id}_approve`, op: "approve", name: "Approve" });
    expect(fields(await add({ name: "Approve", code: "other" })).name).toEqual(["This operation name is already used in the menu"]);
    expect(fields(await add({ name: "Again", code: "approve" })).code).toEqual(["This code is already used in the menu"]);
    expect(fields(await add({ name: "Digits", code: "add2" })).code).toEqual(["The code must be English letters only"]);
    expect(fields(await add({ name: "", code: "x" })).name).toEqual(["Enter the operation name"]);
    const cat = (await createMenu(admin, { type: "catalog" })).res.body.data!.id;
    const onCatalog = await call("base-data", "POST", `/menu-role/menu/${cat}/operation`, { token: admin, body: { name: "X", code: "x" } });
    expect(fields(onCatalog).code).toEqual(["Operations belong to leaf menus"]);
  });
});

describe("roles and the effect of a change on the holder", () => {
  it("creates a role with rights and users: the holder sees the new menu in userInfo, and a revoked right answers 403 at once", async () => {
    const code = `role${letters()}`;
    const created = await call<{ id: number }>("base-data", "POST", "/menu-role/role", { token: admin, body: { code, name: `Role ${code}`, description: "test" } });
    expect(created.body.returnCode, JSON.stringify(created.body)).toBe(200);
    const roleId = created.body.data!.id;
    const menu = await createMenu(admin, { roles: [code] });
    const menuId = menu.res.body.data!.id;
    await call("base-data", "POST", `/menu-role/menu/${menuId}/operation`, { token: admin, body: { name: "Look", code: "look" } });

    const userName = `mrh${process.pid % 10000}`;
    const holder = await roleUserToken(userName, null);
    const set = (codes: string[]) => call("base-data", "PUT", `/menu-role/role/${roleId}/rights`, { token: admin, body: { codes } });
    expect((await call("base-data", "PUT", `/menu-role/role/${roleId}/members`, { token: admin, body: { userNos: [`T-${userName}`], departments: ["D01"] } })).body.returnCode).toBe(200);
    expect((await set([`${menuId}_look`, rights.menuRole.view])).body.returnCode).toBe(200);

    const info = (await call<UserInfo>("base-data", "GET", "/user/userInfo", { token: holder })).body.data!;
    expect(info.roles).toContain(code);
    expect(info.options).toEqual(expect.arrayContaining([`${menuId}_look`, rights.menuRole.view]));
    const system = (JSON.parse(info.sysmenu) as Array<{ id: number; children: Array<{ id: number; roles: string[]; imgContent: string }> }>).find((m) => m.id === 9)!;
    expect(system.children.find((c) => c.id === menuId)).toMatchObject({ roles: [code], imgContent: `/api/base-data/menu-role/icon/${menu.body.iconFileId}` });

    // The holder may now read roles (menuRole.view, internal audience); revoking it answers 403 on the very next call.
    expect((await call("base-data", "GET", "/menu-role/roles", { token: holder })).body.returnCode).toBe(200);
    expect((await set([`${menuId}_look`])).body.returnCode).toBe(200);
    expect((await call("base-data", "GET", "/menu-role/roles", { token: holder })).body.returnCode).toBe(403);
    const after = (await call<UserInfo>("base-data", "GET", "/user/userInfo", { token: holder })).body.data!;
    expect(after.options).not.toContain(rights.menuRole.view);

    const role = (await rolesOf()).find((r) => r.id === roleId)!;
    expect(role).toMatchObject({ code, rights: [`${menuId}_look`], users: [{ userNo: `T-${userName}`, name: userName }], departments: ["D01"] });
    const audit = await call<AuditEntry[]>("base-data", "GET", `/menu-role/role/${roleId}/audit`, { token: admin });
    expect(audit.body.data!.map((a) => a.action)).toEqual(["create", "members", "rights", "rights"]);
    expect(audit.body.data![3]!.detail).toEqual({ granted: [], revoked: [rights.menuRole.view] });
  });

  it("removing an operation takes its right from every role", async () => {
    const code = `role${letters()}`;
    const roleId = (await call<{ id: number }>("base-data", "POST", "/menu-role/role", { token: admin, body: { code, name: `Role ${code}` } })).body.data!.id;
    const menuId = (await createMenu(admin)).res.body.data!.id;
    await call("base-data", "POST", `/menu-role/menu/${menuId}/operation`, { token: admin, body: { name: "Gone", code: "gone" } });
    await call("base-data", "PUT", `/menu-role/role/${roleId}/rights`, { token: admin, body: { codes: [`${menuId}_gone`] } });
    expect((await call("base-data", "DELETE", `/menu-role/menu/${menuId}/operation/gone`, { token: admin })).body.returnCode).toBe(200);
    expect((await rolesOf()).find((r) => r.id === roleId)!.rights).toEqual([]);
  });

  it.each([
    ["code", { code: "ab1", name: "x" }, "The number must be English letters only"],
    ["code", { code: "admin", name: "another" }, "This role number is already used"],
    ["name", { code: "zzqq", name: "系统管理员" }, "This role name is already used"],
    ["name", { code: "zzqq", name: " " }, "Enter the role name"],
  ])("refuses a bad role %s: %j", async (field, body, message) => {
    expect(fields(await call("base-data", "POST", "/menu-role/role", { token: admin, body }))[field]).toEqual([message]);
  });

  it("refuses unknown rights and unknown work numbers, and keeps the admin role enabled", async () => {
    const adminRole = (await rolesOf()).find((r) => r.code === "admin")!;
    expect(fields(await call("base-data", "PUT", `/menu-role/role/${adminRole.id}/rights`, { token: admin, body: { codes: [`${rights.purchaseOrder.view}x`] } })).codes)
      .toEqual(["One of the rights is not an operation of any menu"]);
    expect(fields(await call("base-data", "PUT", `/menu-role/role/${adminRole.id}/members`, { token: admin, body: { userNos: ["NOPE-1"], departments: [] } })).userNos)
      .toEqual(["One of the work numbers does not belong to any user"]);
    const off = await call("base-data", "PUT", `/menu-role/role/${adminRole.id}`, { token: admin, body: { name: adminRole.name, enabled: false } });
    expect(off.body).toMatchObject({ returnCode: 409, message: "The administrator role cannot be disabled" });
  });
});

describe("concurrency", () => {
  it("parallel creates of one role number or one menu identification: exactly one wins, the rest get the field error", async () => {
    const code = `race${letters()}`;
    const roleAnswers = await Promise.all([0, 1, 2, 3].map((i) => call("base-data", "POST", "/menu-role/role", { token: admin, body: { code, name: `Race ${code} ${i}` } })));
    expect(roleAnswers.map((a) => a.body.returnCode).sort()).toEqual([200, 400, 400, 400]);
    const first = await createMenu(admin);
    expect(first.res.body.returnCode).toBe(200);
    const ident = `race${letters()}`;
    const menuAnswers = await Promise.all([0, 1, 2].map(async (i) =>
      (await createMenu(admin, { identification: ident, title: `Race ${ident} ${i}`, path: `r${ident}${i}` })).res));
    expect(menuAnswers.map((a) => a.body.returnCode).sort()).toEqual([200, 400, 400]);
  });
});
