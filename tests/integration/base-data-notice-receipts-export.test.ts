import { beforeAll, describe, expect, it } from "vitest";
import type { NoticeReceipt } from "@/lib/contracts/base-data/notice";
import { services } from "@/services/registry";
import { call } from "../helpers/services";
import { readXlsx } from "../helpers/fixtures";
import { createNotice, freshUser, noticeBody, supplierId } from "./base-data-notice.fixtures";

let editor: string;
let outsider: string;
let reader: { token: string; id: number };
let noticeId = 0;

const get = (token: string, path: string) => services["base-data"].app.fetch(new Request(`http://test${path}`, { headers: { "x-token": token, "x-locale": "en" } }));

beforeAll(async () => {
  editor = (await freshUser({ role: "purchaser", type: "internal", companies: [1] })).token;
  outsider = (await freshUser({ role: "purchaser", type: "internal", companies: [3] })).token;
  reader = await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] });
  noticeId = (await createNotice(editor, noticeBody({ supplierIds: [await supplierId("1001"), await supplierId("1002")] }))).id;
  expect((await call("base-data", "POST", `/notice/board/${noticeId}/confirm`, { token: reader.token })).body.returnCode).toBe(200);
});

describe("notice read-receipt export", () => {
  it("streams the same receipts the dialog shows, one row per receiving account, confirmed times filled", async () => {
    const receipts = (await call<NoticeReceipt[]>("base-data", "GET", `/notice/${noticeId}/receipts`, { token: editor })).body.data!;
    const res = await get(editor, `/notice/receipts/export?noticeId=${noticeId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const sheet = await readXlsx(res);
    expect(sheet.name).toBe("Notices");
    expect(sheet.rows[0]).toEqual(["Supplier code", "Supplier", "Account", "Name", "Read", "Confirmed"]);
    const body = sheet.rows.slice(1);
    expect(body.map((r) => r[2]).sort()).toEqual(receipts.map((r) => r.userNo).sort());
    expect(new Set(body.map((r) => r[0]))).toEqual(new Set(["1001", "1002"]));
    const mine = receipts.find((r) => r.confirmedAt)!;
    const row = body.find((r) => r[2] === mine.userNo)!;
    expect(row[4]).toBeInstanceOf(Date);
    expect(row[5]).toBeInstanceOf(Date);
    // unconfirmed accounts first, as in the dialog: the only confirmed one is last
    expect(body.at(-1)![2]).toBe(mine.userNo);
    expect(body.filter((r) => r[5] === undefined || r[5] === null)).toHaveLength(body.length - 1);
  });

  it("answers another company's editor like a missing notice, and suppliers not at all", async () => {
    const outside = await call("base-data", "GET", `/notice/receipts/export?noticeId=${noticeId}`, { token: outsider });
    expect(outside.body.returnCode).toBe(404);
    expect((await call("base-data", "GET", "/notice/receipts/export?noticeId=2147483647", { token: editor })).body.returnCode).toBe(404);
    expect((await call("base-data", "GET", `/notice/receipts/export?noticeId=${noticeId}`, { token: reader.token })).body.returnCode).toBe(403);
    const unnamed = await services["base-data"].app.fetch(new Request("http://test/notice/receipts/export", { headers: { "x-token": editor } }));
    expect((await readXlsx(unnamed)).rows).toHaveLength(1);
  });
});
