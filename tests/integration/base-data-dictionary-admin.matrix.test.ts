import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/services/base-data";
import { rights } from "@/lib/rights/codes";
import { call } from "../helpers/services";
import { demoRoles, roleUserToken, type DemoRole } from "./base-data.fixtures";
import { dictTag, freshList } from "./base-data-dictionary-admin.fixtures";
import { keyOf } from "../helpers/matrix";

/**
 * The authorisation matrix of dictionary administration, generated from base-data's route list: a
 * /dictionary/admin route without an entry fails. Purchasers (menu 93's role) and admins pass; everyone else 403.
 */
type Target = { path: string; body?: unknown };
let owner = "";
const list = () => freshList(owner);
const matrix: Record<string, { rights: string[]; target: () => Promise<Target> }> = {
  "get /dictionary/admin/types": { rights: [rights.dictionary.view], target: async () => ({ path: "/dictionary/admin/types" }) },
  "post /dictionary/admin/types": { rights: [rights.dictionary.add], target: async () => ({ path: "/dictionary/admin/types", body: { code: `m-${dictTag()}`, labelEn: "M" } }) },
  "put /dictionary/admin/types/:id": { rights: [rights.dictionary.edit], target: async () => ({ path: `/dictionary/admin/types/${(await list()).typeId}`, body: { labelEn: "N" } }) },
  "post /dictionary/admin/types/:id/enabled": { rights: [rights.dictionary.edit], target: async () => ({ path: `/dictionary/admin/types/${(await list()).typeId}/enabled`, body: { enabled: false } }) },
  "get /dictionary/admin/types/:id/items": { rights: [rights.dictionary.view], target: async () => ({ path: `/dictionary/admin/types/${(await list()).typeId}/items` }) },
  "post /dictionary/admin/types/:id/items": { rights: [rights.dictionary.add], target: async () => ({ path: `/dictionary/admin/types/${(await list()).typeId}/items`, body: { code: "z", labelEn: "Z" } }) },
  "put /dictionary/admin/items/:id": { rights: [rights.dictionary.edit], target: async () => ({ path: `/dictionary/admin/items/${(await list()).items.a}`, body: { labelEn: "A2" } }) },
  "post /dictionary/admin/items/:id/enabled": { rights: [rights.dictionary.edit], target: async () => ({ path: `/dictionary/admin/items/${(await list()).items.a}/enabled`, body: { enabled: false } }) },
  "post /dictionary/admin/items/:id/move": { rights: [rights.dictionary.edit], target: async () => ({ path: `/dictionary/admin/items/${(await list()).items.b}/move`, body: { direction: "up" } }) },
  "get /dictionary/admin/items/:id/audit": { rights: [rights.dictionary.view], target: async () => ({ path: `/dictionary/admin/items/${(await list()).items.a}/audit` }) },
};
const adminRoutes = routes.filter((r) => r.path.startsWith("/dictionary/admin"));
const actors: Array<DemoRole | "noRights"> = [...demoRoles, "noRights"];
const tokens: Partial<Record<(typeof actors)[number], string>> = {};

beforeAll(async () => {
  for (const [i, actor] of actors.entries()) tokens[actor] = await roleUserToken(`dax${i}${process.pid % 1000}`, actor === "noRights" ? null : actor);
  owner = tokens.purchaser!;
});

describe("base-data dictionary administration matrix", () => {
  it("has an entry for every /dictionary/admin route with exactly its rights, for internal staff", () => {
    expect(adminRoutes.map(keyOf).sort()).toEqual(Object.keys(matrix).sort());
    for (const r of adminRoutes) {
      expect([...(r.rights ?? [])].sort()).toEqual(matrix[keyOf(r)]!.rights);
      expect(r.audience).toBe("internal");
    }
  });
  describe.each(adminRoutes.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
    const entry = matrix[key]!;
    const send = async (token?: string) => {
      const t = await entry.target();
      return (await call("base-data", route.method.toUpperCase(), t.path, { token, body: t.body })).body.returnCode;
    };
    it("no token → 50008", async () => expect(await send()).toBe(50008));
    it.each(actors)("%s", async (actor) => {
      expect(await send(tokens[actor])).toBe(actor === "admin" || actor === "purchaser" ? 200 : 403);
    });
  });
});
