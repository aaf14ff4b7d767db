import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { routes } from "@/services/base-data";
import { services } from "@/services/registry";
import type { AnyRoute } from "@/services/core/route";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { png } from "../helpers/files";
import { call } from "../helpers/services";
import { demoRoles, roleUserToken, type DemoRole } from "./base-data.fixtures";
import { createMenu, iconId, letters, upload } from "./base-data-menu-role.fixtures";
import { keyOf } from "../helpers/matrix";

/**
 * The authorisation matrix of the menu and role routes, generated from base-data's route list: a
 * /menu-role route without an entry fails. Only internal staff holding the entry's right (admins pass)
 * are admitted; supplier accounts are refused even when a role hands them the right. The menu icon is
 * shown to every signed-in user, like the menu tree itself.
 */
type Target = { path: string; body?: unknown; bytes?: Uint8Array };
interface Entry { rights: string[]; open?: boolean; target: (admin: string) => Promise<Target> }

const menuBody = async (admin: string) => {
  const tag = letters();
  return { parentId: 9, title: `Mx ${tag}`, identification: `mx${tag}`, path: `mx${tag}`, type: "leaf", iconFileId: await iconId(admin), roles: [] };
};
const freshMenu = async (admin: string) => (await createMenu(admin)).res.body.data!.id;
const freshRole = async (admin: string) => {
  const code = `mx${letters()}`;
  return (await call<{ id: number }>("base-data", "POST", "/menu-role/role", { token: admin, body: { code, name: code } })).body.data!.id;
};

async function userSheet(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Users").addRows([["Work No."], ["E2001"]]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const matrix: Record<string, Entry> = {
  "get /menu-role/menus": { rights: [rights.menuRole.view], target: async () => ({ path: "/menu-role/menus?terminal=pc" }) },
  "post /menu-role/icon/upload": { rights: [rights.menuRole.add, rights.menuRole.edit], target: async () => ({ path: "/menu-role/icon/upload?name=mx.png", bytes: png(8) }) },
  "get /menu-role/icon/:fileId": { rights: [], open: true, target: async (a) => ({ path: `/menu-role/icon/${await iconId(a)}` }) },
  "post /menu-role/menu": { rights: [rights.menuRole.add], target: async (a) => ({ path: "/menu-role/menu", body: { terminal: "pc", ...(await menuBody(a)) } }) },
  "put /menu-role/menu/:id": { rights: [rights.menuRole.edit], target: async (a) => ({ path: `/menu-role/menu/${await freshMenu(a)}`, body: await menuBody(a) }) },
  "post /menu-role/menu/:id/move": { rights: [rights.menuRole.edit], target: async (a) => ({ path: `/menu-role/menu/${await freshMenu(a)}/move`, body: { direction: "up" } }) },
  "post /menu-role/menu/:id/enabled": { rights: [rights.menuRole.edit], target: async (a) => ({ path: `/menu-role/menu/${await freshMenu(a)}/enabled`, body: { enabled: false } }) },
  "get /menu-role/menu/:id/audit": { rights: [rights.menuRole.view], target: async () => ({ path: "/menu-role/menu/21/audit" }) },
  "post /menu-role/menu/:id/operation": { rights: [rights.menuRole.add, rights.menuRole.edit], target: async (a) => ({ path: `/menu-role/menu/${await freshMenu(a)}/operation`, body: { name: "Op", code: "op" } }) },
  "delete /menu-role/menu/:id/operation/:op": {
    rights: [rights.menuRole.delete],
    target: async (a) => {
      const id = await freshMenu(a);
      await call("base-data", "POST", `/menu-role/menu/${id}/operation`, { token: a, body: { name: "Op", code: "op" } });
      return { path: `/menu-role/menu/${id}/operation/op` };
    },
  },
  "get /menu-role/roles": { rights: [rights.menuRole.view], target: async () => ({ path: "/menu-role/roles" }) },
  "post /menu-role/role": { rights: [rights.menuRole.add], target: async () => ({ path: "/menu-role/role", body: { code: `mx${letters()}`, name: `mx${letters()}` } }) },
  "put /menu-role/role/:id": { rights: [rights.menuRole.edit], target: async (a) => ({ path: `/menu-role/role/${await freshRole(a)}`, body: { name: `mx${letters()}`, enabled: true } }) },
  "put /menu-role/role/:id/rights": { rights: [rights.menuRole.edit], target: async (a) => ({ path: `/menu-role/role/${await freshRole(a)}/rights`, body: { codes: [rights.helpDoc.view] } }) },
  "put /menu-role/role/:id/members": { rights: [rights.menuRole.edit], target: async (a) => ({ path: `/menu-role/role/${await freshRole(a)}/members`, body: { userNos: [], departments: ["D1"] } }) },
  "get /menu-role/role/import-template": { rights: [rights.menuRole.edit], target: async () => ({ path: "/menu-role/role/import-template" }) },
  "post /menu-role/role/:id/users/upload": {
    rights: [rights.menuRole.edit], target: async (a) => ({ path: `/menu-role/role/${await freshRole(a)}/users/upload?name=mx.xlsx`, bytes: await userSheet() }),
  },
  "get /menu-role/role/:id/audit": { rights: [rights.menuRole.view], target: async (a) => ({ path: `/menu-role/role/${await freshRole(a)}/audit` }) },
};

const menuRoleRoutes = routes.filter((r) => r.path.startsWith("/menu-role"));
type Actor = DemoRole | "noRights" | "internalAll" | "supplierAll";
const actors: Actor[] = [...demoRoles, "noRights", "internalAll", "supplierAll"];
const tokens: Partial<Record<Actor, string>> = {};

/** A fresh user whose own role holds every menuRole right: internal staff, or (refused anyway) a supplier account. */
async function allRightsUser(name: string, supplier: boolean): Promise<string> {
  const token = await roleUserToken(name, null);
  const db = await getDb();
  const codes = Object.values(rights.menuRole);
  await db.execute(sql`insert into role_rights (role_id, code) select id, c from roles, unnest(array[${sql.join(codes.map((c) => sql`${c}`), sql`, `)}]::text[]) c where code = ${`r-${name}`}`);
  if (supplier) await db.execute(sql`update users set user_type = 'supplier', supplier_id = (select id from suppliers where ven_no = '1001') where user_name = ${name}`);
  return token;
}

async function send(route: AnyRoute, t: Target, token?: string) {
  if (t.bytes) return (await upload(t.path, t.bytes, token)).body.returnCode;
  if (route.binary) {
    const res = await services["base-data"].app.fetch(new Request(`http://test${t.path}`, { headers: token ? { "x-token": token } : {} }));
    return res.headers.get("content-type")?.includes("json") ? Number(((await res.json()) as { returnCode: number }).returnCode) : res.status;
  }
  const res = await call("base-data", route.method.toUpperCase(), t.path, { token, body: t.body ?? (route.body ? {} : undefined) });
  return res.body.returnCode;
}

beforeAll(async () => {
  const pid = process.pid % 1000;
  for (const [i, actor] of actors.entries()) {
    const name = `mrx${i}${pid}`;
    tokens[actor] = actor === "internalAll" ? await allRightsUser(name, false)
      : actor === "supplierAll" ? await allRightsUser(name, true)
      : await roleUserToken(name, actor === "noRights" ? null : actor);
  }
});

describe("base-data menu-role authorisation matrix", () => {
  it("has an entry for every /menu-role route, declaring exactly the entry's rights and the internal audience", () => {
    expect(menuRoleRoutes.map(keyOf).sort()).toEqual(Object.keys(matrix).sort());
    for (const r of menuRoleRoutes) {
      const e = matrix[keyOf(r)]!;
      expect([...(r.rights ?? [])].sort()).toEqual([...e.rights].sort());
      expect(r.audience).toBe(e.open ? "any" : "internal");
    }
  });

  describe.each(menuRoleRoutes.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
    const entry = matrix[key]!;
    it("no token → 50008", async () => {
      expect(await send(route, await entry.target(tokens.admin!))).toBe(50008);
    });
    it.each(actors)("%s", async (actor) => {
      const admitted = entry.open || actor === "admin" || actor === "internalAll";
      const code = await send(route, await entry.target(tokens.admin!), tokens[actor]);
      expect(code).toBe(admitted ? 200 : 403);
    });
  });

  it("a refused write changes nothing", async () => {
    const id = await freshMenu(tokens.admin!);
    expect(await send(routes.find((r) => keyOf(r) === "post /menu-role/menu/:id/enabled")!, { path: `/menu-role/menu/${id}/enabled`, body: { enabled: false } }, tokens.supplierAll)).toBe(403);
    const [m] = await rows<{ is_usable: boolean }>(await getDb(), sql`select is_usable from menus where id = ${id}`);
    expect(m!.is_usable).toBe(true);
  });
});
