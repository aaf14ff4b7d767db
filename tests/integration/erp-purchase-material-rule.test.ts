import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MaterialNoticeDetail, MaterialNoticeRow, MaterialRuleDetail, MaterialRuleRow } from "@/lib/contracts/erp-purchase/material-rule";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { makeOrder } from "./erp-purchase.fixtures";
import { auditCount } from "../helpers/fixtures";

let buyer: string;
let sup1001: string;
let sup1002: string;
const fieldErrors = (body: { data?: unknown }) => (body.data as { fieldErrors: Record<string, string[]> }).fieldErrors;
const rule = (o: Record<string, unknown> = {}) => ({
  venno: "1002", materialType: "ink", responsible: "王工 Wang", effectiveFrom: "2000-01-01", effectiveTo: "2099-12-31", horizonDays: 10, ...o,
});
const create = (token: string, body: unknown) => call<MaterialRuleDetail>("erp-purchase", "POST", "/material-rule", { token, body });
const generate = () => call<{ notices: number; lines: number }>("erp-purchase", "POST", "/material-rule/notices/generate", { token: buyer });
async function typedLines(type: string, n: number, deldateOffset: number) {
  const { lineIds } = await makeOrder({ venNo: "1002", lines: n, deldateOffset });
  await (await getDb()).execute(sql`update purchase_order_lines set loc_type_name = ${type} where id in ${sql.raw(`(${lineIds.join(",")})`)}`);
  return lineIds;
}
const noticesOf = async (lineId: number) =>
  (await rows<{ notice_id: number }>(await getDb(), sql`select notice_id from material_notice_lines where po_line_id = ${lineId}`)).map((r) => Number(r.notice_id));

beforeAll(async () => {
  [buyer, sup1001, sup1002] = await Promise.all([login("buyer01"), login("sup1001"), login("sup1002")]);
});

describe("material delivery rules", () => {
  it("refuses missing fields, a reversed period, an unknown material type or supplier, and a supplier's own rule", async () => {
    const empty = await create(buyer, {});
    expect(Object.keys(fieldErrors(empty.body)).sort()).toEqual(["effectiveFrom", "effectiveTo", "materialType", "responsible", "venno"]);
    expect(fieldErrors((await create(buyer, rule({ effectiveFrom: "2026-05-02", effectiveTo: "2026-05-01" }))).body))
      .toEqual({ effectiveTo: ["The end of the period may not be before its start"] });
    expect(fieldErrors((await create(buyer, rule({ materialType: "nope" }))).body)).toEqual({ materialType: ["Choose a material type from the data dictionary"] });
    expect(fieldErrors((await create(buyer, rule({ venno: "NOPE9" }))).body)).toEqual({ venno: ["Enter the number of an enabled supplier"] });
    expect(fieldErrors((await create(buyer, rule({ horizonDays: 91 }))).body)).toEqual({ horizonDays: ["Enter whole days from 0 to 90"] });
    expect((await create(sup1002, rule())).body.returnCode).toBe(403);
  });

  it("creates, edits and deletes with an audit row each; a supplier sees only its own rules, read-only", async () => {
    const made = await create(buyer, rule({ responsible: "Li" }));
    expect(made.body.data).toMatchObject({ venno: "1002", materialType: "ink", responsible: "Li", horizonDays: 10, enabled: true });
    const id = made.body.data!.id;
    const edited = await call<MaterialRuleDetail>("erp-purchase", "PUT", `/material-rule/${id}`, { token: buyer, body: rule({ responsible: "Zhao", enabled: false }) });
    expect(edited.body.data).toMatchObject({ responsible: "Zhao", enabled: false });
    expect((await call("erp-purchase", "GET", `/material-rule/${id}`, { token: sup1002 })).body.returnCode).toBe(200);
    expect((await call("erp-purchase", "GET", `/material-rule/${id}`, { token: sup1001 })).body.returnCode).toBe(404);
    const theirs = (await call<{ rows: MaterialRuleRow[] }>("erp-purchase", "GET", "/material-rule?limit=200", { token: sup1001 })).body.data!.rows;
    expect(theirs.every((r) => r.venno === "1001")).toBe(true);
    expect((await call("erp-purchase", "PUT", `/material-rule/${id}`, { token: sup1002, body: rule() })).body.returnCode).toBe(403);
    expect((await call("erp-purchase", "DELETE", `/material-rule/${id}`, { token: buyer })).body.returnCode).toBe(200);
    expect((await call("erp-purchase", "GET", `/material-rule/${id}`, { token: buyer })).body.returnCode).toBe(404);
    expect([await auditCount("material_rule", id, "create"), await auditCount("material_rule", id, "update"), await auditCount("material_rule", id, "delete")]).toEqual([1, 1, 1]);
  });
});

describe("material delivery notices", () => {
  it("sends the supplier's open lines of the rule's type within the horizon, each once, even when generated in parallel", async () => {
    await create(buyer, rule({ horizonDays: 10 }));
    const due = await typedLines("油墨", 2, 3);
    const [late] = await typedLines("油墨", 1, -2);
    const [far] = await typedLines("油墨", 1, 40);
    const [paper] = await typedLines("纸张", 1, 3);
    const runs = await Promise.all([generate(), generate(), generate()]);
    expect(runs.every((r) => r.body.returnCode === 200)).toBe(true);
    for (const line of [...due, late!]) expect(await noticesOf(line)).toHaveLength(1);
    expect(await noticesOf(far!)).toEqual([]);
    expect(await noticesOf(paper!)).toEqual([]);
    const again = await generate();
    for (const line of due) expect(await noticesOf(line)).toHaveLength(1);
    expect(again.body.data!.lines).toBe(0);

    const id = (await noticesOf(due[0]!))[0]!;
    const notice = (await call<MaterialNoticeDetail>("erp-purchase", "GET", `/material-rule/notices/${id}`, { token: sup1002 })).body.data!;
    expect(notice).toMatchObject({ venno: "1002", materialType: "ink", status: "sent", responsible: "王工 Wang" });
    expect(notice.noticeNo).toMatch(/^WL\d{8}\d{6}$/);
    expect(notice.lines.length).toBe(notice.lineCount);
    expect(notice.dueBy <= notice.lines.map((l) => l.deldate).sort()[0]!).toBe(true);
    expect(await auditCount("material_notice", id, "send")).toBe(1);
    expect((await call("erp-purchase", "GET", `/material-rule/notices/${id}`, { token: sup1001 })).body.returnCode).toBe(404);
    const mine = (await call<{ rows: MaterialNoticeRow[] }>("erp-purchase", "GET", "/material-rule/notices?limit=200", { token: sup1001 })).body.data!.rows;
    expect(mine.map((r) => r.noticeNo)).not.toContain(notice.noticeNo);
  });

  it("lets the supplier acknowledge a notice once, and never another supplier or the buyer", async () => {
    const [line] = await typedLines("油墨", 1, 1);
    await generate();
    const id = (await noticesOf(line!))[0]!;
    expect((await call("erp-purchase", "POST", `/material-rule/notices/${id}/acknowledge`, { token: buyer })).body.returnCode).toBe(403);
    expect((await call("erp-purchase", "POST", `/material-rule/notices/${id}/acknowledge`, { token: sup1001 })).body.returnCode).toBe(404);
    const both = await Promise.all([1, 2].map(() => call<MaterialNoticeDetail>("erp-purchase", "POST", `/material-rule/notices/${id}/acknowledge`, { token: sup1002 })));
    expect(both.map((r) => r.body.returnCode).sort()).toEqual([200, 409]);
    const seen = (await call<MaterialNoticeDetail>("erp-purchase", "GET", `/material-rule/notices/${id}`, { token: buyer })).body.data!;
    expect(seen.status).toBe("acknowledged");
    expect(seen.acknowledgedBy).not.toBe("");
    expect(await auditCount("material_notice", id, "acknowledge")).toBe(1);
  });
});
