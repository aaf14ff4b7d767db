import { beforeAll, describe, expect, it } from "vitest";
import { rights, type Right } from "@/lib/rights/codes";
import { routes } from "@/services/base-data";
import type { AnyRoute } from "@/services/core/route";
import { dictionarySeeds } from "@/services/db/seed/dictionary";
import { services } from "@/services/registry";
import { freshIp } from "../helpers/services";
import { demoRoles, roleUserToken, type DemoRole } from "./base-data.fixtures";
import { readXlsx } from "./erp-purchase.fixtures";

/**
 * The authorisation matrix of base-data's dictionary routes, generated from the route list: a dictionary
 * route without an entry fails. Codes for the selects need a session and nothing else; the list of code
 * lists and its export only the dictionary's rights (purchasing staff, and admins).
 */
type Actor = DemoRole | "noRights";
interface Answer { returnCode: number; body: { returnCode: number; data?: unknown } | null; xlsx: Awaited<ReturnType<typeof readXlsx>> | null }
interface Entry { rights: Right[]; allow: Actor[]; path: string; check: (a: Answer) => void }

const receiptTypes = dictionarySeeds.find((d) => d.type[0] === "receipt-type")!.items.map((i) => i[0]);
const actors: Actor[] = [...demoRoles, "noRights"];
const matrix: Record<string, Entry> = {
  "get /dictionary/:type/items": {
    rights: [], allow: actors, path: "/dictionary/receipt-type/items",
    check: (a) => expect((a.body!.data as Array<{ code: string }>).map((i) => i.code)).toEqual(receiptTypes),
  },
  "get /dictionary": {
    rights: [rights.dictionary.view], allow: ["admin", "purchaser"], path: "/dictionary?code=receipt-type",
    check: (a) => expect((a.body!.data as { rows: Array<{ code: string }> }).rows.map((r) => r.code)).toEqual(["receipt-type"]),
  },
  "get /dictionary/export": {
    rights: [rights.dictionary.export], allow: ["admin", "purchaser"], path: "/dictionary/export?code=receipt-type&columns=code,itemCount",
    check: (a) => expect(a.xlsx!.rows.slice(1)).toEqual([["receipt-type", receiptTypes.length]]),
  },
};

const keyOf = (r: AnyRoute) => `${r.method} ${r.path}`;
const dictionaryRoutes = routes.filter((r) => r.path.startsWith("/dictionary"));
const tokens: Partial<Record<Actor, string>> = {};

async function send(path: string, token?: string): Promise<Answer> {
  const headers = new Headers({ "x-locale": "en", "x-client-ip": freshIp(), ...(token ? { "x-token": token } : {}) });
  const res = await services["base-data"].app.fetch(new Request(`http://test${path}`, { headers }));
  if (res.headers.get("content-type")?.includes("spreadsheetml")) return { returnCode: 200, body: null, xlsx: await readXlsx(res) };
  const body = (await res.json()) as Answer["body"];
  return { returnCode: body!.returnCode, body, xlsx: null };
}

beforeAll(async () => {
  for (const [i, actor] of actors.entries()) tokens[actor] = await roleUserToken(`dmx${i}${process.pid % 1000}`, actor === "noRights" ? null : actor);
});

describe("base-data dictionary authorisation matrix", () => {
  it("has an entry for every dictionary route, and every route declares exactly the entry's rights", () => {
    expect(dictionaryRoutes.map(keyOf).sort()).toEqual(Object.keys(matrix).sort());
    for (const r of dictionaryRoutes) {
      expect(r.auth).toBe("user");
      expect([...(r.rights ?? [])].sort()).toEqual([...matrix[keyOf(r)]!.rights].sort());
    }
  });

  describe.each(dictionaryRoutes.map((r) => [keyOf(r)] as const))("%s", (key) => {
    const entry = matrix[key]!;

    it("no token → 50008", async () => {
      expect((await send(entry.path)).returnCode).toBe(50008);
    });

    it.each(actors)("%s", async (actor) => {
      const a = await send(entry.path, tokens[actor]);
      if (!entry.allow.includes(actor)) return expect(a.returnCode).toBe(403);
      expect(a.returnCode, JSON.stringify(a.body)).toBe(200);
      entry.check(a);
    });
  });
});
