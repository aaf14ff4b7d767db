import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ItReportDetail, ItReportRow } from "@/lib/contracts/base-data/it-report";
import { services } from "@/services/registry";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { png } from "../helpers/files";
import { call } from "../helpers/services";
import { freshUser } from "./base-data-notice.fixtures";

let reporter: string;
let other: string;
let desk: string;
const body = (o: Record<string, unknown> = {}) => ({ category: "printing", urgency: "high", description: "Label print fails", contact: "0755-1234", screenshotIds: [], ...o });
const post = <T>(token: string, path: string, b?: unknown) => call<T>("base-data", "POST", path, { token, body: b });
const get = <T>(token: string, path: string) => call<T>("base-data", "GET", path, { token });
async function shot(token: string, bytes: Uint8Array = png()) {
  const res = await services["base-data"].app.fetch(new Request("http://test/it-report/screenshot/upload?name=s.png", {
    method: "POST", headers: { "x-token": token, "x-locale": "en" }, body: new Blob([Buffer.from(bytes)]),
  }));
  return (await res.json()) as { returnCode: number; data?: { id: string; url: string } };
}
const audits = async (id: number) => Number((await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from audit_log where entity = 'it_report' and entity_id = ${String(id)}`))[0]!.n);

beforeAll(async () => {
  reporter = (await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] })).token;
  other = (await freshUser({ role: "supplier", type: "supplier", venNo: "1002", companies: [1] })).token;
  desk = (await freshUser({ role: "admin", type: "admin", companies: [1, 2, 3, 4] })).token;
});

describe("IT fault reports", () => {
  it("validates the form: category, urgency, description, contact; at most 5 screenshots of one's own", async () => {
    const res = await post(reporter, "/it-report", { description: " ", contact: "", screenshotIds: Array(6).fill("12345678-1234-4234-8234-123456789abc") });
    expect(Object.keys((res.body.data as { fieldErrors: object }).fieldErrors).sort()).toEqual(["category", "contact", "description", "screenshotIds", "urgency"]);
    const foreign = await shot(other);
    const stolen = await post(reporter, "/it-report", body({ screenshotIds: [foreign.data!.id] }));
    expect((stolen.body.data as { fieldErrors: object }).fieldErrors).toEqual({ screenshotIds: ["A screenshot was not uploaded by you for this report"] });
    expect((await shot(reporter, Buffer.from("MZ\x90\0not an image"))).returnCode).toBe(400);
  });

  it("goes submitted → accepted → resolved → closed with comments, the reporter seeing each step", async () => {
    const s = await shot(reporter);
    const created = await post<ItReportDetail>(reporter, "/it-report", body({ screenshotIds: [s.data!.id] }));
    expect(created.body.data).toMatchObject({ status: "submitted", screenshots: [s.data!.url] });
    const id = created.body.data!.id;
    expect((await get(other, `/it-report/${id}`)).body.returnCode).toBe(404);
    expect((await post(reporter, `/it-report/${id}/advance`, { to: "accepted", comment: "x" })).body.returnCode).toBe(403);
    expect((await post(desk, `/it-report/${id}/advance`, { to: "resolved", comment: "skip" })).body.returnCode).toBe(409);
    for (const [to, comment] of [["accepted", "Looking at it"], ["resolved", "Printer driver fixed"], ["closed", "Done"]] as const) {
      const both = await Promise.all([post(desk, `/it-report/${id}/advance`, { to, comment }), post(desk, `/it-report/${id}/advance`, { to, comment })]);
      expect(both.map((r) => r.body.returnCode).sort()).toEqual([200, 409]);
      const seen = (await get<ItReportDetail>(reporter, `/it-report/${id}`)).body.data!;
      expect(seen.status).toBe(to);
      expect(seen.events.at(-1)).toMatchObject({ to, comment });
    }
    expect((await post(reporter, `/it-report/${id}/comment`, { comment: "thanks" })).body.returnCode).toBe(409);
    expect(await audits(id)).toBe(4);
    const mine = (await get<{ rows: ItReportRow[] }>(reporter, "/it-report?limit=200")).body.data!.rows.map((r) => r.id);
    expect(mine).toContain(id);
    expect((await get<{ rows: ItReportRow[] }>(other, "/it-report?limit=200")).body.data!.rows.map((r) => r.id)).not.toContain(id);
    expect((await get<{ rows: ItReportRow[] }>(desk, "/it-report?limit=200")).body.data!.rows.map((r) => r.id)).toContain(id);
    const file = await services["base-data"].app.fetch(new Request(`http://test${s.data!.url.replace("/api/base-data", "")}`, { headers: { "x-token": other } }));
    expect(file.status).toBe(404);
  });
});
