import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { LabelPrefill } from "@/lib/contracts/label/purchase-label";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { unique } from "../helpers/fixtures";
import { businessToday } from "../helpers/business-day";
import { makeNotice } from "./erp-purchase.fixtures";
import { labelBody, labelNotice, type BatchAnswer, type LabelNotice } from "./label.fixtures";

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const u of ["sup1001", "sup1002"]) tokens[u] = await login(u);
});

const prefill = (noticeId: number, token = tokens.sup1001, line?: number) =>
  call<LabelPrefill>("label", "GET", `/purchase-label/prefill/${noticeId}${line ? `?line=${line}` : ""}`, { token });
const create = (body: unknown, token = tokens.sup1001) => call<BatchAnswer>("label", "POST", "/purchase-label", { token, body });

/** A fresh notice of `venNo` whose two lines are both the item `itemno` (40 each, 40 per pack). */
async function itemNotice(itemno: string, venNo = "1001"): Promise<LabelNotice> {
  const n = await makeNotice(tokens[`sup${venNo}`]!, "40", { itemno, venNo });
  const found = await rows<{ id: number }>(await getDb(), sql`select id from delivery_notice_lines where notice_id = ${n.noticeId} order by line_no`);
  return { noticeId: n.noticeId, noticeNo: n.noticeNo, lineIds: found.map((l) => Number(l.id)) };
}

const weightRows = async (itemno: string) => rows<{ supplier_id: number; net_weight: string; single_weight: string }>(await getDb(), sql`
  select supplier_id, net_weight::text, single_weight::text from label_item_weights where itemno = ${itemno} order by supplier_id`);

describe("purchase labels from an ASN: the prefill", () => {
  it("fills every field from the notice, its PO lines and the company; weights of a never-labelled item are empty", async () => {
    const itemno = `PF-${unique()}`;
    const n = await itemNotice(itemno);
    const [me] = await rows<{ user_no: string }>(await getDb(), sql`select user_no from users where user_name = 'sup1001'`);
    const [day] = await rows<{ d: string }>(await getDb(), sql`select ${businessToday(1)}::text as d`);
    const r = await prefill(n.noticeId);
    expect(r.body.returnCode).toBe(200);
    const p = r.body.data!;
    expect(p.notice).toMatchObject({ id: n.noticeId, noticeNo: n.noticeNo, venno: "1001" });
    expect(p.notice.lines.map((l) => l.id)).toEqual(n.lineIds);
    expect(p.lineId).toBe(n.lineIds[0]);
    expect(p.productionDate).toBe(day!.d);
    expect(p.batchNo).toBe("");
    expect(p.lines).toEqual(n.lineIds.map((lineId) => ({
      lineId, perPack: "40", perBundle: "40", customerLabel: "华印包装（深圳）有限公司", companyCode: "SZ", workNo: me!.user_no, netWeight: "", singleWeight: "",
    })));
    expect((await prefill(n.noticeId, tokens.sup1001, n.lineIds[1])).body.data!.lineId).toBe(n.lineIds[1]);
  });

  it("another supplier's notice, a missing and a cancelled one answer 404", async () => {
    const n = await labelNotice(tokens.sup1001!, "24");
    expect((await prefill(n.noticeId, tokens.sup1002)).body.returnCode).toBe(404);
    expect((await prefill(2_000_000_000)).body.returnCode).toBe(404);
    await (await getDb()).execute(sql`update delivery_notices set status = 'cancelled' where id = ${n.noticeId}`);
    expect((await prefill(n.noticeId)).body.returnCode).toBe(404);
  });

  it("the weights and codes typed for a batch come back for the item's next notice; the next line without labels is chosen", async () => {
    const itemno = `PF-${unique()}`;
    const first = await itemNotice(itemno);
    const made = await create(labelBody(first, { netWeight: "12.30", singleWeight: "0.41", perBundle: "5", customerLabel: "客户 X", companyCode: "C9", workNo: "W77", withGs1: false }));
    expect(made.body.returnCode).toBe(200);
    expect(await weightRows(itemno)).toEqual([expect.objectContaining({ net_weight: "12.3000", single_weight: "0.4100" })]);

    const again = (await prefill(first.noticeId)).body.data!;
    expect(again.lineId).toBe(first.lineIds[1]);

    const next = await itemNotice(itemno);
    const p = (await prefill(next.noticeId)).body.data!;
    expect(p.lines[0]).toEqual({ lineId: next.lineIds[0], perPack: "40", perBundle: "5", customerLabel: "客户 X", companyCode: "C9", workNo: "W77", netWeight: "12.3", singleWeight: "0.41" });

    // typed again, the weights are replaced, never duplicated
    expect((await create(labelBody(next, { netWeight: "13", singleWeight: "0.5" }))).body.returnCode).toBe(200);
    expect(await weightRows(itemno)).toEqual([expect.objectContaining({ net_weight: "13.0000", single_weight: "0.5000" })]);
    expect((await prefill(next.noticeId)).body.data!.lines[1]).toMatchObject({ netWeight: "13", singleWeight: "0.5" });
  });

  it("a refused batch keeps no weights (one transaction)", async () => {
    const itemno = `PF-${unique()}`;
    const n = await itemNotice(itemno);
    const refused = await create(labelBody(n, { count: 501, netWeight: "8" }));
    expect(refused.body.returnCode).toBe(400);
    expect(await weightRows(itemno)).toEqual([]);
  });

  it("another supplier never gets a supplier's weights or codes for the same item number", async () => {
    const itemno = `PF-${unique()}`;
    const mine = await itemNotice(itemno);
    expect((await create(labelBody(mine, { netWeight: "21", singleWeight: "0.7", customerLabel: "只给 1001" }))).body.returnCode).toBe(200);

    const theirs = await itemNotice(itemno, "1002");
    const p = (await prefill(theirs.noticeId, tokens.sup1002)).body.data!;
    expect(p.lines[0]).toMatchObject({ netWeight: "", singleWeight: "", customerLabel: "华印包装（深圳）有限公司" });

    expect((await create(labelBody(theirs, { netWeight: "99", singleWeight: "9" }), tokens.sup1002)).body.returnCode).toBe(200);
    expect((await prefill(mine.noticeId)).body.data!.lines[1]).toMatchObject({ netWeight: "21", singleWeight: "0.7", customerLabel: "只给 1001" });
    expect((await prefill(theirs.noticeId, tokens.sup1002)).body.data!.lines[1]).toMatchObject({ netWeight: "99", singleWeight: "9" });
    expect((await weightRows(itemno)).map((w) => w.net_weight)).toHaveLength(2);
  });
});
