import { beforeAll, describe, expect, it } from "vitest";
import type { NoticeBoardRow, NoticeDetail, NoticeHeadline, NoticeReceipt, NoticeView } from "@/lib/contracts/base-data/notice";
import ExcelJS from "exceljs";
import { services } from "@/services/registry";
import { call } from "../helpers/services";
import { controlCharCorpus, executableParts, xssCorpus } from "../fixtures/xss-corpus";
import { auditRows, createNotice, freshUser, noticeBody, supplierId } from "./base-data-notice.fixtures";

let admin: string;
let editor: string;
let sup1: string;
let sup1Sub: string;
let sup2: string;
let staff12: string;
let staff34: string;
let s1001: number;
let s1002: number;
const hour = 3_600_000;
const run = Date.now().toString(36);
const get = <T>(token: string, path: string) => call<T>("base-data", "GET", path, { token });
const post = <T>(token: string, path: string, body?: unknown) => call<T>("base-data", "POST", path, { token, body });
const boardIds = async (token: string, q = "") => (await get<{ rows: NoticeBoardRow[] }>(token, `/notice/board?limit=200${q}`)).body.data!.rows.map((r) => r.id);
const headlineIds = async (token: string) => (await get<NoticeHeadline[]>(token, "/notice/board/headlines?limit=20")).body.data!.map((r) => r.id);
/** The titles in the board's streamed .xlsx export for a search. */
async function exportedTitles(token: string, q: string): Promise<string[]> {
  const res = await services["base-data"].app.fetch(new Request(`http://test/notice/board/export?q=${encodeURIComponent(q)}`, { headers: { "x-token": token } }));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.worksheets[0]!;
  const out: string[] = [];
  sheet.eachRow((row, i) => { if (i > 1) out.push(String(row.getCell(1).value)); });
  return out;
}
const pendingIds = async (token: string) => (await get<NoticeView[]>(token, "/notice/board/pending")).body.data!.map((r) => r.id);

beforeAll(async () => {
  [s1001, s1002] = [await supplierId("1001"), await supplierId("1002")];
  admin = (await freshUser({ role: "admin", type: "admin", companies: [1, 2, 3, 4] })).token;
  editor = (await freshUser({ role: "purchaser", type: "internal", companies: [1, 2] })).token;
  sup1 = (await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1, 2, 3, 4] })).token;
  sup1Sub = (await freshUser({ role: "supplier_sub", type: "supplier", venNo: "1001", companies: [1, 2, 3, 4], loginCompany: 3 })).token;
  sup2 = (await freshUser({ role: "supplier", type: "supplier", venNo: "1002", companies: [1, 2, 3, 4] })).token;
  staff12 = (await freshUser({ role: "factory", type: "internal", companies: [1, 2], loginCompany: 2 })).token;
  staff34 = (await freshUser({ role: "factory", type: "internal", companies: [3, 4], loginCompany: 3 })).token;
});

describe("notice validation (docs/requirements.md §5 Notice)", () => {
  it("requires title, template, importance, start and end; the end after the start", async () => {
    const res = await post(admin, "/notice", { title: " ", startsAt: "2030-01-02T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" });
    const errors = (res.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors;
    expect(res.body.returnCode).toBe(400);
    expect(Object.keys(errors).sort()).toEqual(["level", "template", "title"]);
    expect(errors.title).toEqual(["Enter a title"]);
    const order = await post(admin, "/notice", noticeBody({ startsAt: "2030-01-02T00:00:00Z", endsAt: "2030-01-02T00:00:00Z" }));
    expect((order.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ endsAt: ["The end must be after the start"] });
    const missing = await post(admin, "/notice", noticeBody({ startsAt: undefined as never }));
    expect((missing.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors.startsAt).toBeDefined();
  });

  it("refuses an unknown receiving company as a field error and a video on an ordinary notice", async () => {
    const res = await post(admin, "/notice", noticeBody({ supplierIds: [2_000_000_000] }));
    expect((res.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ supplierIds: ["A receiving company does not exist"] });
    const video = await post(admin, "/notice", noticeBody({ videoFileId: "12345678-1234-4234-8234-123456789abc" }));
    expect((video.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ videoFileId: ["Only a multimedia notice can have a video"] });
  });
});

describe("who sees a notice (targeting: company, window, status)", () => {
  let only2: NoticeDetail;
  let only1: NoticeDetail;
  beforeAll(async () => {
    only2 = await createNotice(editor, noticeBody({ title: `Company two only ${run}`, supplierIds: [s1002], level: "critical" }));
    only1 = await createNotice(editor, noticeBody({ title: `Company one only ${run}`, supplierIds: [s1001] }));
  });

  it("a supplier of company 1 never sees a company-2-only notice, through any route", async () => {
    expect(await boardIds(sup1)).not.toContain(only2.id);
    expect(await boardIds(sup1, `&q=${encodeURIComponent(`Company two only ${run}`)}`)).toEqual([]);
    expect(await headlineIds(sup1)).not.toContain(only2.id);
    expect(await pendingIds(sup1)).not.toContain(only2.id);
    for (const path of [`/notice/board/${only2.id}`, `/notice/${only2.id}`, `/notice/${only2.id}/receipts`]) {
      expect((await get(sup1, path)).body.returnCode, path).toBeGreaterThanOrEqual(403);
    }
    expect((await get(sup1, `/notice/board/${only2.id}`)).body.returnCode).toBe(404);
    expect((await post(sup1, `/notice/board/${only2.id}/confirm`)).body.returnCode).toBe(404);
    expect(await exportedTitles(sup1, run)).toEqual([`Company one only ${run}`]);
    expect(await exportedTitles(sup2, run)).toEqual([`Company two only ${run}`]);
    // the addressee sees it, also a sub-account of the same supplier company in another session company
    expect(await boardIds(sup2)).toContain(only2.id);
    expect(await pendingIds(sup2)).toContain(only2.id);
    expect(await boardIds(sup1)).toContain(only1.id);
    expect(await boardIds(sup1Sub)).toContain(only1.id);
    expect(await boardIds(sup2)).not.toContain(only1.id);
  });

  it("staff see their companies' notices, admins all", async () => {
    expect(await boardIds(staff12)).toEqual(expect.arrayContaining([only1.id, only2.id]));
    expect(await boardIds(staff34)).not.toContain(only1.id);
    expect((await get(staff34, `/notice/board/${only1.id}`)).body.returnCode).toBe(404);
    expect(await boardIds(admin)).toEqual(expect.arrayContaining([only1.id, only2.id]));
  });

  it("hides a notice outside its window or invalid, and shows it again when valid", async () => {
    const future = await createNotice(editor, noticeBody({ supplierIds: [s1001], startsAt: new Date(Date.now() + hour).toISOString(), endsAt: new Date(Date.now() + 2 * hour).toISOString() }));
    const past = await createNotice(editor, noticeBody({ supplierIds: [s1001], startsAt: new Date(Date.now() - 2 * hour).toISOString(), endsAt: new Date(Date.now() - hour).toISOString() }));
    const ids = await boardIds(sup1);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(past.id);
    expect((await get(sup1, `/notice/board/${past.id}`)).body.returnCode).toBe(404);
    const current = await createNotice(editor, noticeBody({ supplierIds: [s1001] }));
    expect((await post(editor, `/notice/${current.id}/status`, { status: "invalid" })).body.returnCode).toBe(200);
    expect(await boardIds(sup1)).not.toContain(current.id);
    expect((await get(sup1, `/notice/board/${current.id}`)).body.returnCode).toBe(404);
    expect((await post(editor, `/notice/${current.id}/status`, { status: "valid" })).body.returnCode).toBe(200);
    expect(await boardIds(sup1)).toContain(current.id);
  });

  it("another company's editor gets 404 for the notice, like a missing one", async () => {
    const other = (await freshUser({ role: "purchaser", type: "internal", companies: [3] })).token;
    for (const [method, path, body] of [["GET", `/notice/${only1.id}`], ["PUT", `/notice/${only1.id}`, noticeBody()], ["POST", `/notice/${only1.id}/status`, { status: "invalid" }], ["DELETE", `/notice/${only1.id}`]] as const) {
      expect((await call("base-data", method, path, { token: other, body })).body.returnCode, `${method} ${path}`).toBe(404);
    }
  });
});

describe("notice lifecycle, reading and confirming", () => {
  it("orders headlines by importance, then date; marks read; confirms once; lists receipts", async () => {
    const older = await createNotice(editor, noticeBody({ supplierIds: [s1001], level: "critical", startsAt: new Date(Date.now() - 5 * hour).toISOString() }));
    const newer = await createNotice(editor, noticeBody({ supplierIds: [s1001], level: "ordinary" }));
    const ids = await headlineIds(sup1);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(await pendingIds(sup1)).toContain(older.id);
    const viewed = await get<NoticeView>(sup1, `/notice/board/${older.id}`);
    expect(viewed.body.data!.readAt).not.toBeNull();
    expect(viewed.body.data!.confirmedAt).toBeNull();
    expect(await pendingIds(sup1)).toContain(older.id);
    const both = await Promise.all([post<NoticeView>(sup1, `/notice/board/${older.id}/confirm`), post<NoticeView>(sup1, `/notice/board/${older.id}/confirm`)]);
    expect(both.map((r) => r.body.returnCode)).toEqual([200, 200]);
    expect(await auditRows(older.id, "confirm")).toBe(1);
    expect(await pendingIds(sup1)).not.toContain(older.id);
    const head = (await get<NoticeHeadline[]>(sup1, "/notice/board/headlines?limit=20")).body.data!;
    expect(head.find((h) => h.id === older.id)).toMatchObject({ read: true, confirmed: true });
    expect(head.find((h) => h.id === newer.id)).toMatchObject({ read: false, confirmed: false });
    const receipts = (await get<NoticeReceipt[]>(editor, `/notice/${older.id}/receipts`)).body.data!;
    expect(receipts.map((r) => r.userNo)).toEqual(expect.arrayContaining(["S1001", "S1001A"]));
    expect(receipts.filter((r) => r.confirmedAt).length).toBe(1);
  });

  it("status changes are conditional and audited; a parallel double change succeeds once", async () => {
    const n = await createNotice(editor, noticeBody({ supplierIds: [s1001] }));
    const both = await Promise.all([post(editor, `/notice/${n.id}/status`, { status: "invalid" }), post(editor, `/notice/${n.id}/status`, { status: "invalid" })]);
    expect(both.map((r) => r.body.returnCode).sort()).toEqual([200, 409]);
    expect(await auditRows(n.id, "status")).toBe(1);
    expect(await auditRows(n.id, "create")).toBe(1);
  });

  it("edits record the modifier, deletes answer 404 afterwards; both audited", async () => {
    const n = await createNotice(editor, noticeBody({ supplierIds: [s1001] }));
    const edited = await call<NoticeDetail>("base-data", "PUT", `/notice/${n.id}`, { token: admin, body: noticeBody({ title: "Edited", supplierIds: [s1001, s1002] }) });
    expect(edited.body.data).toMatchObject({ title: "Edited", receivers: [{ venNo: "1001" }, { venNo: "1002" }] });
    expect(edited.body.data!.modifier).not.toBeNull();
    expect((await call("base-data", "DELETE", `/notice/${n.id}`, { token: editor })).body.returnCode).toBe(200);
    expect((await get(editor, `/notice/${n.id}`)).body.returnCode).toBe(404);
    expect(await auditRows(n.id, "update")).toBe(1);
    expect(await auditRows(n.id, "delete")).toBe(1);
  });

  it("the management list shows the session company's notices with counts", async () => {
    const n = await createNotice(editor, noticeBody({ title: `Listed ${Date.now()}`, supplierIds: [s1001, s1002] }));
    const list = await get<{ rows: Array<{ id: number; receiverCount: number; status: string }> }>(editor, `/notice?title=${encodeURIComponent(n.title)}`);
    expect(list.body.data!.rows).toEqual([expect.objectContaining({ id: n.id, receiverCount: 2, status: "valid" })]);
    const other = (await freshUser({ role: "purchaser", type: "internal", companies: [3] })).token;
    expect((await get<{ rows: unknown[] }>(other, `/notice?title=${encodeURIComponent(n.title)}`)).body.data!.rows).toEqual([]);
  });
});

describe("stored body (XSS corpus through the API)", () => {
  it("stores and serves every corpus entry inert, to editors and readers", async () => {
    const n = await createNotice(editor, noticeBody({ supplierIds: [s1001], body: xssCorpus.join("\n") }));
    expect(executableParts(n.body)).toEqual([]);
    expect(executableParts((await get<NoticeDetail>(editor, `/notice/${n.id}`)).body.data!.body)).toEqual([]);
    const seen = (await get<NoticeView>(sup1, `/notice/board/${n.id}`)).body.data!.body;
    expect(executableParts(seen)).toEqual([]);
    const link = await createNotice(editor, noticeBody({ supplierIds: [s1001], body: `<a href="https://example.com" target="_blank" rel="opener">x</a>` }));
    expect((await get<NoticeView>(sup1, `/notice/board/${link.id}`)).body.data!.body).toBe(`<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>`);
  });

  it("refuses a body with a control character", async () => {
    for (const body of controlCharCorpus) {
      const res = await call("base-data", "POST", "/notice", { token: editor, body: noticeBody({ supplierIds: [s1001], body }) });
      expect(res.body.returnCode).toBe(400);
    }
  });
});
