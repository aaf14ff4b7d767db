import { beforeAll, describe, expect, it } from "vitest";
import type { HelpDocumentRow } from "@/lib/contracts/base-data/help-doc";
import { rights } from "@/lib/rights/codes";
import { env } from "@/lib/env";
import { routes } from "@/services/base-data";
import type { AnyRoute } from "@/services/core/route";
import { services } from "@/services/registry";
import { pdf } from "../helpers/files";
import { freshUser } from "./base-data-notice.fixtures";
import { keyOf } from "../helpers/matrix";

/** The authorisation matrix of the help routes, generated from base-data's route list. */
const actors = ["admin", "supplier", "staff", "noRights"] as const;
type Actor = (typeof actors)[number];
type Codes = Record<Actor, number>;
interface Target { path: string; body?: unknown; raw?: Uint8Array }

const everyone: Codes = { admin: 200, supplier: 200, staff: 200, noRights: 200 };
const adminOnly: Codes = { admin: 200, supplier: 403, staff: 403, noRights: 403 };
// Saving the deployment's defaults leaves what other test files read unchanged.
const defaults = () => ({ email: env().SERVICE_EMAIL, phone: env().SERVICE_PHONE });
const { edit } = rights.helpDoc;

const tokens = {} as Record<Actor, string>;
let docId = 0;
let n = 0;
const title = () => `matrix ${process.pid} ${Date.now()} ${++n}`;
const fixed = (path: string, body?: unknown) => async (): Promise<Target> => ({ path, body });

async function send(method: string, t: Target, token?: string) {
  const headers: Record<string, string> = { "x-locale": "en" };
  if (token) headers["x-token"] = token;
  if (t.body !== undefined) headers["content-type"] = "application/json";
  const res = await services["base-data"].app.fetch(new Request(`http://test${t.path}`, {
    method: method.toUpperCase(), headers, body: t.raw ? new Blob([Buffer.from(t.raw)]) : t.body === undefined ? undefined : JSON.stringify(t.body),
  }));
  if (!res.headers.get("content-type")?.startsWith("application/json")) return { returnCode: res.status, data: null, cache: res.headers.get("cache-control") };
  const body = (await res.json()) as { returnCode: number; data?: unknown };
  return { returnCode: body.returnCode, data: body.data, cache: res.headers.get("cache-control") };
}
const uploadTarget = (): Target => ({ path: `/help-doc/document/upload?title=${encodeURIComponent(title())}`, raw: pdf() });
const freshDoc = async () => ((await send("post", uploadTarget(), tokens.admin)).data as HelpDocumentRow).id;

const matrix: Record<string, { rights: string[]; audience: AnyRoute["audience"]; target: () => Promise<Target>; codes: Codes }> = {
  "get /help-doc/channels": { rights: [], audience: "any", target: fixed("/help-doc/channels"), codes: everyone },
  "put /help-doc/channels": { rights: [edit], audience: "internal", target: fixed("/help-doc/channels", defaults()), codes: adminOnly },
  "get /help-doc/manual": { rights: [], audience: "any", target: fixed("/help-doc/manual"), codes: everyone },
  "get /help-doc/document": { rights: [], audience: "any", target: fixed("/help-doc/document?limit=200"), codes: everyone },
  "get /help-doc/document/export": { rights: [], audience: "any", target: fixed("/help-doc/document/export"), codes: everyone },
  "post /help-doc/document/upload": { rights: [edit], audience: "internal", target: async () => uploadTarget(), codes: adminOnly },
  "get /help-doc/document/:id/file": { rights: [], audience: "any", target: async () => ({ path: `/help-doc/document/${docId}/file` }), codes: everyone },
  "get /help-doc/document/:id/download": { rights: [], audience: "any", target: async () => ({ path: `/help-doc/document/${docId}/download` }), codes: everyone },
  "post /help-doc/document/:id/manual": { rights: [edit], audience: "internal", target: async () => ({ path: `/help-doc/document/${docId}/manual` }), codes: adminOnly },
  "delete /help-doc/document/:id": { rights: [edit], audience: "internal", target: async () => ({ path: `/help-doc/document/${await freshDoc()}` }), codes: adminOnly },
};

const helpRoutes = routes.filter((r) => r.path.startsWith("/help-doc/"));

beforeAll(async () => {
  tokens.admin = (await freshUser({ role: "admin", type: "admin", companies: [1] })).token;
  tokens.supplier = (await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] })).token;
  tokens.staff = (await freshUser({ role: "purchaser", type: "internal", companies: [1] })).token;
  tokens.noRights = (await freshUser({ role: "no-rights", type: "internal", companies: [1] })).token;
  docId = await freshDoc();
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
      expect((await send(route.method, await entry.target())).returnCode).toBe(50008);
    });
    it.each(actors)("%s", async (actor) => {
      const answer = await send(route.method, await entry.target(), tokens[actor]);
      expect(answer.returnCode, `${actor} ${key}`).toBe(entry.codes[actor]);
      expect(answer.cache).toBe("private, no-store");
    });
  });
});
