import { beforeAll, describe, expect, it } from "vitest";
import type { ItReportDetail } from "@/lib/contracts/base-data/it-report";
import { rights } from "@/lib/rights/codes";
import { routes } from "@/services/base-data";
import type { AnyRoute } from "@/services/core/route";
import { services } from "@/services/registry";
import { png } from "../helpers/files";
import { freshUser } from "./base-data-notice.fixtures";
import { keyOf } from "../helpers/matrix";

/**
 * The authorisation matrix of the IT fault report routes, generated from base-data's route list. Actors:
 * admin (IT); the reporter; another supplier account; an internal user; a user whose role has no rights.
 */
const actors = ["admin", "reporter", "otherSupplier", "staff", "noRights"] as const;
type Actor = (typeof actors)[number];
type Codes = Record<Actor, number>;
interface Target { path: string; body?: unknown; raw?: Uint8Array }

const everyone: Codes = { admin: 200, reporter: 200, otherSupplier: 200, staff: 200, noRights: 200 };
const ownOrDesk: Codes = { admin: 200, reporter: 200, otherSupplier: 404, staff: 404, noRights: 404 };
const deskOnly: Codes = { admin: 200, reporter: 403, otherSupplier: 403, staff: 403, noRights: 403 };

const tokens = {} as Record<Actor, string>;
let reportId = 0;
let fileUrl = "";
const report = { category: "data", urgency: "normal", description: "d", contact: "c", screenshotIds: [] };

async function send(route: AnyRoute, t: Target, token?: string) {
  const headers: Record<string, string> = { "x-locale": "en" };
  if (token) headers["x-token"] = token;
  if (t.body !== undefined) headers["content-type"] = "application/json";
  const res = await services["base-data"].app.fetch(new Request(`http://test${t.path}`, {
    method: route.method.toUpperCase(), headers, body: t.raw ? new Blob([Buffer.from(t.raw)]) : t.body === undefined ? undefined : JSON.stringify(t.body),
  }));
  if (!(res.headers.get("content-type") ?? "").startsWith("application/json")) return { returnCode: res.status, data: null as unknown };
  return (await res.json()) as { returnCode: number; data: unknown };
}
const byPath = (method: string, path: string) => routes.find((r) => r.method === method && r.path === path)!;
const freshReport = async () => ((await send(byPath("post", "/it-report"), { path: "/it-report", body: report }, tokens.reporter)).data as ItReportDetail).id;

const matrix: Record<string, { rights: string[]; audience: AnyRoute["audience"]; target: () => Promise<Target>; codes: Codes }> = {
  "post /it-report/screenshot/upload": { rights: [], audience: "any", target: async () => ({ path: "/it-report/screenshot/upload?name=s.png", raw: png() }), codes: everyone },
  "get /it-report/file/:fileId": { rights: [], audience: "any", target: async () => ({ path: fileUrl.replace("/api/base-data", "") }), codes: ownOrDesk },
  "get /it-report": { rights: [], audience: "any", target: async () => ({ path: "/it-report" }), codes: everyone },
  "get /it-report/export": { rights: [], audience: "any", target: async () => ({ path: "/it-report/export" }), codes: everyone },
  "post /it-report": { rights: [], audience: "any", target: async () => ({ path: "/it-report", body: report }), codes: everyone },
  "get /it-report/:id": { rights: [], audience: "any", target: async () => ({ path: `/it-report/${reportId}` }), codes: ownOrDesk },
  "post /it-report/:id/advance": { rights: [rights.itReport.handle], audience: "internal", target: async () => ({ path: `/it-report/${await freshReport()}/advance`, body: { to: "accepted", comment: "ok" } }), codes: deskOnly },
  "post /it-report/:id/comment": { rights: [], audience: "any", target: async () => ({ path: `/it-report/${reportId}/comment`, body: { comment: "c" } }), codes: ownOrDesk },
};

const itRoutes = routes.filter((r) => r.path === "/it-report" || r.path.startsWith("/it-report/"));

beforeAll(async () => {
  tokens.admin = (await freshUser({ role: "admin", type: "admin", companies: [1] })).token;
  tokens.reporter = (await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] })).token;
  tokens.otherSupplier = (await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] })).token;
  tokens.staff = (await freshUser({ role: "purchaser", type: "internal", companies: [1] })).token;
  tokens.noRights = (await freshUser({ role: "no-rights", type: "internal", companies: [1] })).token;
  const upload = await send(byPath("post", "/it-report/screenshot/upload"), { path: "/it-report/screenshot/upload?name=s.png", raw: png() }, tokens.reporter);
  const file = upload.data as { id: string; url: string };
  fileUrl = file.url;
  reportId = ((await send(byPath("post", "/it-report"), { path: "/it-report", body: { ...report, screenshotIds: [file.id] } }, tokens.reporter)).data as ItReportDetail).id;
});

describe("IT fault report authorisation matrix", () => {
  it("has an entry for every it-report route, with its declared rights and audience", () => {
    expect(itRoutes.map(keyOf).sort()).toEqual(Object.keys(matrix).sort());
    for (const r of itRoutes) {
      const e = matrix[keyOf(r)]!;
      expect({ auth: r.auth, audience: r.audience, rights: [...(r.rights ?? [])] }, keyOf(r)).toEqual({ auth: "user", audience: e.audience, rights: e.rights });
    }
  });
  describe.each(itRoutes.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
    const entry = matrix[key]!;
    it("no token → 50008", async () => {
      expect((await send(route, await entry.target())).returnCode).toBe(50008);
    });
    it.each(actors)("%s", async (actor) => {
      expect((await send(route, await entry.target(), tokens[actor])).returnCode, `${actor} ${key}`).toBe(entry.codes[actor]);
    });
  });
});
