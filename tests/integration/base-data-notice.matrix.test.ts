import { beforeAll, describe, expect, it } from "vitest";
import type { NoticeBoardRow, UploadedFile } from "@/lib/contracts/base-data/notice";
import { rights } from "@/lib/rights/codes";
import { routes } from "@/services/base-data";
import type { AnyRoute } from "@/services/core/route";
import { services } from "@/services/registry";
import { png } from "../helpers/files";
import { createNotice, freshUser, noticeBody, supplierId } from "./base-data-notice.fixtures";
import { keyOf } from "../helpers/matrix";

/**
 * The authorisation matrix of the notice routes, generated from base-data's route list: a notice route without
 * an entry fails. Actors: admin; an editor of company 1 (purchaser); an editor of company 3; a company-1 user
 * whose role has no rights; the account of supplier 1001 (addressed) and of 1002 (not addressed).
 */
const actors = ["admin", "editor", "outsider", "noRights", "sup1001", "sup1002"] as const;
type Actor = (typeof actors)[number];
type Codes = Record<Actor, number>;
interface Target { path: string; body?: unknown; raw?: Uint8Array }
interface Entry { rights: string[]; audience: AnyRoute["audience"]; target: () => Promise<Target>; codes: Codes }

const everyone: Codes = { admin: 200, editor: 200, outsider: 200, noRights: 200, sup1001: 200, sup1002: 200 };
const addressed: Codes = { admin: 200, editor: 200, outsider: 404, noRights: 200, sup1001: 200, sup1002: 404 };
const editors: Codes = { admin: 200, editor: 200, outsider: 200, noRights: 403, sup1001: 403, sup1002: 403 };
const ownEditors: Codes = { admin: 200, editor: 200, outsider: 404, noRights: 403, sup1001: 403, sup1002: 403 };
const fileReaders: Codes = { admin: 200, editor: 200, outsider: 404, noRights: 200, sup1001: 200, sup1002: 404 };

const tokens = {} as Record<Actor, string>;
let s1001 = 0;
let noticeId = 0;
let fileUrl = "";
const fresh = async () => (await createNotice(tokens.editor, noticeBody({ supplierIds: [s1001] }))).id;
const fixed = (path: string, body?: unknown) => async () => ({ path, body });
const { view, add, edit, delete: del, export: exp } = rights.notice;

const matrix: Record<string, Entry> = {
  "get /notice/board": { rights: [], audience: "any", target: fixed("/notice/board?limit=200"), codes: everyone },
  "get /notice/board/export": { rights: [], audience: "any", target: fixed("/notice/board/export"), codes: everyone },
  "get /notice/board/headlines": { rights: [], audience: "any", target: fixed("/notice/board/headlines"), codes: everyone },
  "get /notice/board/pending": { rights: [], audience: "any", target: fixed("/notice/board/pending"), codes: everyone },
  "get /notice/board/:id": { rights: [], audience: "any", target: async () => ({ path: `/notice/board/${noticeId}` }), codes: addressed },
  "post /notice/board/:id/confirm": { rights: [], audience: "any", target: async () => ({ path: `/notice/board/${noticeId}/confirm` }), codes: addressed },
  "get /notice/suppliers": { rights: [add, edit], audience: "internal", target: fixed("/notice/suppliers"), codes: editors },
  "post /notice/image/upload": { rights: [add, edit], audience: "internal", target: async () => ({ path: "/notice/image/upload?name=a.png", raw: png() }), codes: editors },
  "post /notice/video/upload": { rights: [add, edit], audience: "internal", target: async () => ({ path: "/notice/video/upload?name=a.png", raw: png() }), codes: { ...editors, admin: 400, editor: 400, outsider: 400 } },
  "get /notice/file/:fileId": { rights: [], audience: "any", target: async () => ({ path: fileUrl.replace("/api/base-data", "") }), codes: fileReaders },
  "get /notice": { rights: [view], audience: "internal", target: fixed("/notice?limit=200"), codes: editors },
  "get /notice/export": { rights: [exp], audience: "internal", target: fixed("/notice/export"), codes: editors },
  "get /notice/:id": { rights: [view], audience: "internal", target: async () => ({ path: `/notice/${noticeId}` }), codes: ownEditors },
  "get /notice/receipts": { rights: [view], audience: "internal", target: async () => ({ path: `/notice/receipts?noticeId=${noticeId}&limit=200` }), codes: ownEditors },
  "get /notice/receipts/export": { rights: [view], audience: "internal", target: async () => ({ path: `/notice/receipts/export?noticeId=${noticeId}` }), codes: ownEditors },
  "get /notice/:id/receipts": { rights: [view], audience: "internal", target: async () => ({ path: `/notice/${noticeId}/receipts` }), codes: ownEditors },
  "post /notice": { rights: [add], audience: "internal", target: fixed("/notice", noticeBody()), codes: editors },
  "put /notice/:id": { rights: [edit], audience: "internal", target: async () => ({ path: `/notice/${await fresh()}`, body: noticeBody() }), codes: ownEditors },
  "post /notice/:id/status": { rights: [edit], audience: "internal", target: async () => ({ path: `/notice/${await fresh()}/status`, body: { status: "invalid" } }), codes: ownEditors },
  "delete /notice/:id": { rights: [del], audience: "internal", target: async () => ({ path: `/notice/${await fresh()}` }), codes: ownEditors },
};

const noticeRoutes = routes.filter((r) => r.path === "/notice" || r.path.startsWith("/notice/"));

async function send(route: AnyRoute, t: Target, token?: string) {
  const headers: Record<string, string> = { "x-locale": "en" };
  if (token) headers["x-token"] = token;
  if (t.body !== undefined) headers["content-type"] = "application/json";
  const res = await services["base-data"].app.fetch(new Request(`http://test${t.path}`, {
    method: route.method.toUpperCase(), headers, body: t.raw ? new Blob([Buffer.from(t.raw)]) : (t.body === undefined ? undefined : JSON.stringify(t.body)),
  }));
  const type = res.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json")) return { returnCode: res.status, data: null };
  const body = (await res.json()) as { returnCode: number; data?: unknown };
  return { returnCode: body.returnCode, data: body.data };
}

beforeAll(async () => {
  s1001 = await supplierId("1001");
  tokens.admin = (await freshUser({ role: "admin", type: "admin", companies: [1, 2, 3, 4] })).token;
  tokens.editor = (await freshUser({ role: "purchaser", type: "internal", companies: [1] })).token;
  tokens.outsider = (await freshUser({ role: "purchaser", type: "internal", companies: [3] })).token;
  tokens.noRights = (await freshUser({ role: "no-rights", type: "internal", companies: [1] })).token;
  tokens.sup1001 = (await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] })).token;
  tokens.sup1002 = (await freshUser({ role: "supplier", type: "supplier", venNo: "1002", companies: [1] })).token;
  const upload = await send(noticeRoutes.find((r) => r.path === "/notice/image/upload")!, { path: "/notice/image/upload?name=m.png", raw: png() }, tokens.editor);
  fileUrl = (upload.data as UploadedFile).url;
  noticeId = (await createNotice(tokens.editor, noticeBody({ supplierIds: [s1001], body: `<img src="${fileUrl}">` }))).id;
});

describe("notice authorisation matrix", () => {
  it("has an entry for every notice route, with the route's declared rights and audience", () => {
    expect(noticeRoutes.map(keyOf).sort()).toEqual(Object.keys(matrix).sort());
    for (const r of noticeRoutes) {
      const e = matrix[keyOf(r)]!;
      expect({ auth: r.auth, audience: r.audience, rights: [...(r.rights ?? [])].sort() }, keyOf(r)).toEqual({ auth: "user", audience: e.audience, rights: [...e.rights].sort() });
    }
  });

  describe.each(noticeRoutes.map((r) => [keyOf(r), r] as const))("%s", (key, route) => {
    const entry = matrix[key]!;
    it("no token → 50008", async () => {
      expect((await send(route, await entry.target())).returnCode).toBe(50008);
    });
    it.each(actors)("%s", async (actor) => {
      const answer = await send(route, await entry.target(), tokens[actor]);
      expect(answer.returnCode, `${actor} ${key}`).toBe(entry.codes[actor]);
      if (key === "get /notice/board") {
        const ids = (answer.data as { rows: NoticeBoardRow[] }).rows.map((r) => r.id);
        expect(ids.includes(noticeId)).toBe(entry.codes === everyone && addressed[actor] === 200);
      }
    });
  });
});
