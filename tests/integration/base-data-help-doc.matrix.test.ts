import { beforeAll, describe, expect, it } from "vitest";
import { rights } from "@/lib/rights/codes";
import { env } from "@/lib/env";
import { routes } from "@/services/base-data";
import type { AnyRoute } from "@/services/core/route";
import { services } from "@/services/registry";
import { freshUser } from "./base-data-notice.fixtures";

/** The authorisation matrix of the help routes, generated from base-data's route list. */
const actors = ["admin", "supplier", "staff", "noRights"] as const;
type Actor = (typeof actors)[number];
type Codes = Record<Actor, number>;

const everyone: Codes = { admin: 200, supplier: 200, staff: 200, noRights: 200 };
const adminOnly: Codes = { admin: 200, supplier: 403, staff: 403, noRights: 403 };
// Saving the deployment's defaults leaves what other test files read unchanged.
const defaults = () => ({ email: env().SERVICE_EMAIL, phone: env().SERVICE_PHONE });

const tokens = {} as Record<Actor, string>;
const matrix: Record<string, { rights: string[]; audience: AnyRoute["audience"]; body?: () => unknown; codes: Codes }> = {
  "get /help-doc/channels": { rights: [], audience: "any", codes: everyone },
  "put /help-doc/channels": { rights: [rights.helpDoc.edit], audience: "internal", body: defaults, codes: adminOnly },
};

async function send(route: AnyRoute, body: unknown, token?: string) {
  const headers: Record<string, string> = { "x-locale": "en", "content-type": "application/json" };
  if (token) headers["x-token"] = token;
  const res = await services["base-data"].app.fetch(new Request(`http://test${route.path}`, { method: route.method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  return (await res.json()) as { returnCode: number };
}
const keyOf = (r: AnyRoute) => `${r.method} ${r.path}`;
const helpRoutes = routes.filter((r) => r.path.startsWith("/help-doc/"));

beforeAll(async () => {
  tokens.admin = (await freshUser({ role: "admin", type: "admin", companies: [1] })).token;
  tokens.supplier = (await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] })).token;
  tokens.staff = (await freshUser({ role: "purchaser", type: "internal", companies: [1] })).token;
  tokens.noRights = (await freshUser({ role: "no-rights", type: "internal", companies: [1] })).token;
});

describe("help authorisation matrix", () => {
  it("has an entry for every help-doc route, with its declared rights and audience", () => {
    expect(helpRoutes.map(keyOf).sort()).toEqual(Object.keys(matrix).sort());
    for (const r of helpRoutes) {
      const e = matrix[keyOf(r)]!;
      expect({ auth: r.auth, audience: r.audience, rights: [...(r.rights ?? [])] }, keyOf(r)).toEqual({ auth: "user", audience: e.audience, rights: e.rights });
    }
  });
  describe.each(helpRoutes.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
    const entry = matrix[key]!;
    it("no token → 50008", async () => {
      expect((await send(route, entry.body?.())).returnCode).toBe(50008);
    });
    it.each(actors)("%s", async (actor) => {
      expect((await send(route, entry.body?.(), tokens[actor])).returnCode).toBe(entry.codes[actor]);
    });
  });
});
