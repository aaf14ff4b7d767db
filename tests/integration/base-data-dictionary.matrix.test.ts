import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/services/base-data";
import { dictionarySeeds } from "@/services/db/seed/dictionary";
import { call } from "../helpers/services";
import { demoRoles, roleUserToken, type DemoRole } from "./base-data.fixtures";
import { keyOf } from "../helpers/matrix";

/**
 * The authorisation matrix of base-data's dictionary reading routes (administration: base-data-dictionary-admin.matrix),
 * generated from the route list: a dictionary
 * route without an entry fails. Reading codes needs a session and nothing else: every demo role, and a
 * user whose role grants no rights at all, gets the same codes.
 */
const matrix: Record<string, { path: string; codes: string[] }> = {
  "get /dictionary/:type/items": { path: "/dictionary/receipt-type/items", codes: dictionarySeeds.find((d) => d.type[0] === "receipt-type")!.items.map((i) => i[0]) },
};
const dictionaryRoutes = routes.filter((r) => r.path.startsWith("/dictionary") && !r.path.startsWith("/dictionary/admin"));
const actors: Array<DemoRole | "noRights"> = [...demoRoles, "noRights"];
const tokens: Partial<Record<(typeof actors)[number], string>> = {};

beforeAll(async () => {
  for (const [i, actor] of actors.entries()) tokens[actor] = await roleUserToken(`dmx${i}${process.pid % 1000}`, actor === "noRights" ? null : actor);
});

describe("base-data dictionary authorisation matrix", () => {
  it("has an entry for every dictionary route, each open to any signed-in user without rights", () => {
    expect(dictionaryRoutes.map(keyOf).sort()).toEqual(Object.keys(matrix).sort());
    for (const r of dictionaryRoutes) expect({ auth: r.auth, audience: r.audience, rights: r.rights ?? [] }).toEqual({ auth: "user", audience: "any", rights: [] });
  });

  describe.each(dictionaryRoutes.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
    const entry = matrix[key]!;
    const send = (token?: string) => call<Array<{ code: string }>>("base-data", route.method.toUpperCase(), entry.path, { token });

    it("no token → 50008", async () => {
      expect((await send()).body.returnCode).toBe(50008);
    });

    it.each(actors)("%s → 200 with the enabled codes", async (actor) => {
      const res = await send(tokens[actor]);
      expect(res.body.returnCode, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data!.map((i) => i.code)).toEqual(entry.codes);
    });
  });
});
