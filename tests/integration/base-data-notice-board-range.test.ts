import { beforeAll, describe, expect, it } from "vitest";
import type { ListResult } from "@/lib/contracts/common";
import type { NoticeBoardRow } from "@/lib/contracts/base-data/notice";
import { call } from "../helpers/services";
import { createNotice, freshUser, noticeBody, supplierId } from "./base-data-notice.fixtures";

/** /manage/morenotice's §9 date filters (by display start) and its text search, as a supplier reads them. */
const day = 86_400_000;
const tag = `R${process.pid}${Date.now().toString(36)}`;
let reader: string;

const board = async (query: Record<string, string>) => {
  const res = await call<ListResult<NoticeBoardRow>>("base-data", "GET", `/notice/board?${new URLSearchParams({ q: tag, limit: "50", ...query })}`, { token: reader });
  expect(res.body.returnCode).toBe(200);
  return res.body.data!.rows.map((r) => r.title).sort();
};

beforeAll(async () => {
  const editor = (await freshUser({ role: "purchaser", type: "internal", companies: [1] })).token;
  reader = (await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] })).token;
  const s1001 = await supplierId("1001");
  // each notice is shown from `ago` days back until ten days ahead, so every one of them is on display now
  for (const [name, ago] of [["3d", 3], ["20d", 20], ["60d", 60], ["120d", 120]] as const) {
    await createNotice(editor, noticeBody({
      title: `${tag} ${name}`, supplierIds: [s1001], body: `<p>${name === "60d" ? "pallet height changes" : "routine"}</p>`,
      startsAt: new Date(Date.now() - ago * day).toISOString(), endsAt: new Date(Date.now() + 10 * day).toISOString(),
    }));
  }
}, 60_000);

describe("more notices: date ranges and search", () => {
  it("narrows by display start: last week, last month, last three months, or all", async () => {
    expect(await board({ range: "lastWeek" })).toEqual([`${tag} 3d`]);
    expect(await board({ range: "lastMonth" })).toEqual([`${tag} 20d`, `${tag} 3d`]);
    expect(await board({ range: "lastThreeMonths" })).toEqual([`${tag} 20d`, `${tag} 3d`, `${tag} 60d`]);
    expect(await board({})).toEqual([`${tag} 120d`, `${tag} 20d`, `${tag} 3d`, `${tag} 60d`]);
  });

  it("searches the body as well as the title, within a range", async () => {
    const res = await call<ListResult<NoticeBoardRow>>("base-data", "GET", `/notice/board?${new URLSearchParams({ q: "pallet height", range: "lastThreeMonths", limit: "50" })}`, { token: reader });
    expect(res.body.data!.rows.map((r) => r.title)).toContain(`${tag} 60d`);
    const outside = await call<ListResult<NoticeBoardRow>>("base-data", "GET", `/notice/board?${new URLSearchParams({ q: "pallet height", range: "lastMonth", limit: "50" })}`, { token: reader });
    expect(outside.body.data!.rows.map((r) => r.title)).not.toContain(`${tag} 60d`);
  });

  it("refuses a range it does not know", async () => {
    const res = await call("base-data", "GET", "/notice/board?range=lastYear", { token: reader });
    expect(res.body.returnCode).toBe(400);
  });
});
