import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/services/base-data";
import type { AnyRoute } from "@/services/core/route";
import { rights } from "@/lib/rights/codes";
import { call } from "../helpers/services";
import { demoRoles, roleUserToken, type DemoRole } from "./base-data.fixtures";
import { createSub, freshMain, roleId, tag } from "./base-data-sub-account.fixtures";
import { keyOf } from "../helpers/matrix";

/**
 * The authorisation matrix of the sub-account routes, generated from base-data's route list: a
 * /sub-account route without an entry fails. Admins and a supplier's main account (role supplier) pass
 * the rights; other staff and sub-accounts are refused. The targets are sub-accounts of a fresh main account
 * (the owner); a main account of another supplier holds the rights but reaches none of them.
 */
type Target = { path: string; body?: unknown };
interface Entry { rights: string[]; target: () => Promise<Target> }

let mainToken = "";
let mainUserNo = "";
const freshSub = async () => (await createSub(mainToken)).res.body.data!.id;
const subRole = async () => [await roleId("supplier_sub")];

const matrix: Record<string, Entry> = {
  "get /sub-account": { rights: [rights.subAccount.view], target: async () => ({ path: "/sub-account?limit=5" }) },
  "get /sub-account/export": { rights: [rights.subAccount.export], target: async () => ({ path: "/sub-account/export" }) },
  "get /sub-account/grantable-roles": { rights: [rights.subAccount.add, rights.subAccount.edit], target: async () => ({ path: "/sub-account/grantable-roles" }) },
  "post /sub-account": { rights: [rights.subAccount.add], target: async () => ({ path: "/sub-account", body: { userName: `x${tag()}`, name: "X", mainUserNo, roleIds: await subRole() } }) },
  "get /sub-account/:id": { rights: [rights.subAccount.view], target: async () => ({ path: `/sub-account/${await freshSub()}` }) },
  "put /sub-account/:id": { rights: [rights.subAccount.edit], target: async () => ({ path: `/sub-account/${await freshSub()}`, body: { name: "Y", roleIds: await subRole() } }) },
  "post /sub-account/:id/enabled": { rights: [rights.subAccount.edit], target: async () => ({ path: `/sub-account/${await freshSub()}/enabled`, body: { enabled: false } }) },
  "post /sub-account/:id/reset-password": { rights: [rights.subAccount.edit], target: async () => ({ path: `/sub-account/${await freshSub()}/reset-password` }) },
  "get /sub-account/:id/audit": { rights: [rights.subAccount.view], target: async () => ({ path: `/sub-account/${await freshSub()}/audit` }) },
};

const subRoutes = routes.filter((r) => r.path.startsWith("/sub-account"));
type Actor = DemoRole | "noRights" | "owner";
const actors: Actor[] = [...demoRoles, "noRights", "owner"];
const tokens: Partial<Record<Actor, string>> = {};

async function send(route: AnyRoute, t: Target, token?: string) {
  if (route.binary) {
    const res = await call("base-data", "GET", t.path, { token }).catch(() => null);
    return res?.body.returnCode ?? 200;
  }
  return (await call("base-data", route.method.toUpperCase(), t.path, { token, body: t.body ?? (route.body ? {} : undefined) })).body.returnCode;
}

beforeAll(async () => {
  const pid = process.pid % 1000;
  const owner = await freshMain();
  mainToken = owner.token;
  mainUserNo = owner.userNo;
  tokens.owner = mainToken;
  for (const [i, actor] of actors.entries()) {
    if (actor === "owner") continue;
    tokens[actor] = await roleUserToken(`sax${i}${pid}`, actor === "noRights" ? null : actor);
  }
});

describe("base-data sub-account authorisation matrix", () => {
  it("has an entry for every /sub-account route, declaring exactly the entry's rights, open to both audiences", () => {
    expect(subRoutes.map(keyOf).sort()).toEqual(Object.keys(matrix).sort());
    for (const r of subRoutes) {
      expect([...(r.rights ?? [])].sort()).toEqual([...matrix[keyOf(r)]!.rights].sort());
      expect(r.audience).toBe("any");
    }
  });

  describe.each(subRoutes.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
    const entry = matrix[key]!;
    it("no token → 50008", async () => {
      expect(await send(route, await entry.target())).toBe(50008);
    });
    it.each(actors)("%s", async (actor) => {
      const code = await send(route, await entry.target(), tokens[actor]);
      // The owner and an admin (of company 1, where the owner's sub-accounts work) pass. A "supplier" actor is
      // another supplier's main account: it holds the rights, but another supplier's account answers 404.
      const byId = route.path.includes(":id");
      const expected = actor === "owner" || actor === "admin" ? 200 : actor === "supplier" ? (byId ? 404 : 200) : 403;
      expect(code).toBe(expected);
    });
  });
});
