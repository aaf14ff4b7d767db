import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { auditCount } from "../helpers/fixtures";
import { labelBody, labelNotice, makeLabels, type BatchAnswer, type LabelNotice } from "./label.fixtures";

type Errs = { fieldErrors: Record<string, string[]> };
const tokens: Record<string, string> = {};
let notice: LabelNotice;

beforeAll(async () => {
  for (const u of ["sup1001", "sup1002", "buyer01"]) tokens[u] = await login(u);
  notice = await labelNotice(tokens.sup1001!, "40");
});

const create = (body: unknown, token = tokens.sup1001) => call<BatchAnswer>("label", "POST", "/purchase-label", { token, body });

describe("purchase receipt labels: creation", () => {
  it("count 0 calculates ceil(quantity ÷ per-pack); the last label carries the remainder", async () => {
    const b = await makeLabels(tokens.sup1001!, notice);
    expect(b.count).toBe(4);
    expect(b.labels.map((l) => l.quantity)).toEqual(["12.0000", "12.0000", "12.0000", "4.0000"]);
    expect(b.labels.every((l) => /^L\d{11}$/.test(l.serial))).toBe(true);
    expect(await auditCount("label_batch", b.id, "create")).toBe(1);
  });

  it("500 labels are accepted, 501 refused with the catalogue message", async () => {
    const ok = await create(labelBody(notice, { count: 500 }));
    expect(ok.body.returnCode).toBe(200);
    expect(ok.body.data!.labels).toHaveLength(500);
    expect(new Set(ok.body.data!.labels.map((l) => l.serial)).size).toBe(500);
    const refused = await create(labelBody(notice, { count: 501 }));
    expect(refused.body.returnCode).toBe(400);
    expect(refused.body.data).toEqual({ fieldErrors: { count: ["Label download count cannot exceed 500"] } });
  });

  it("an auto count over 500 is refused too", async () => {
    const r = await create(labelBody(notice, { perPack: "0.01", withGs1: false }));
    expect(r.body.returnCode).toBe(400);
    expect((r.body.data as unknown as Errs).fieldErrors.count).toEqual(["Label download count cannot exceed 500"]);
  });

  it("required fields and GS1 rules answer on their fields", async () => {
    const r = await create(labelBody(notice, { workNo: "", perPack: "", netWeight: " ", batchNo: "", singleWeight: "x" }), tokens.sup1001);
    expect(r.body.returnCode).toBe(400);
    expect(r.body.data).toMatchObject({
      fieldErrors: {
        workNo: ["Enter the work number"], perPack: ["Enter the quantity per pack"], netWeight: ["Enter the net weight"],
        batchNo: ["Enter the batch number"], singleWeight: [expect.stringMatching(/valid quantity/)],
      },
    });
    const gs1 = await create(labelBody(notice, { perPack: "12.5", withGs1: true }));
    expect((gs1.body.data as unknown as Errs).fieldErrors.perPack).toEqual(["A GS1-128 label needs a whole quantity per pack"]);
  });

  it("the notice and line must exist and belong together; another tenant's notice answers like a missing one", async () => {
    const other = await labelNotice(tokens.sup1001!, "10");
    const wrongLine = await create(labelBody(notice, { noticeLineId: other.lineIds[0] }));
    expect(wrongLine.body.data).toEqual({ fieldErrors: { noticeLineId: ["Choose a line of this delivery notice"] } });
    const missing = await create(labelBody({ ...notice, noticeId: 2147483647 }));
    const foreign = await create(labelBody(notice), tokens.sup1002);
    expect(missing.body.returnCode).toBe(400);
    expect(foreign.body).toEqual(missing.body);
  });

  it("the apply number is the PO line's requisition: taken when absent, checked when entered, shown on the lookup", async () => {
    const n = await labelNotice(tokens.sup1001!, "40");
    const db = await getDb();
    for (const [i, lineId] of n.lineIds.entries()) {
      await db.execute(sql`update purchase_order_lines set reqno = ${`RQ-L13-${n.noticeId}-${i}`}
        where id = (select po_line_id from delivery_notice_lines where id = ${lineId})`);
    }
    const [mine, theirs] = [`RQ-L13-${n.noticeId}-0`, `RQ-L13-${n.noticeId}-1`];
    const lookup = await call<{ lines: Array<{ applyNo: string }> }>("label", "GET", `/purchase-label/notice?noticeNo=${n.noticeNo}`, { token: tokens.sup1001 });
    expect(lookup.body.data!.lines.map((l) => l.applyNo)).toEqual([mine, theirs]);
    const before = await rows<{ n: number }>(db, sql`select count(*)::int as n from label_batches where source_id = ${n.noticeId}`);
    for (const wrong of [theirs, "RQ-NONE", ""]) {
      const r = await create(labelBody(n, { applyNo: wrong }));
      expect(r.body.data).toEqual({ fieldErrors: { applyNo: ["This apply number does not belong to the PO line"] } });
    }
    expect(await rows<{ n: number }>(db, sql`select count(*)::int as n from label_batches where source_id = ${n.noticeId}`)).toEqual(before);
    const entered = await create(labelBody(n, { applyNo: ` ${mine} ` }));
    const taken = await create(labelBody(n));
    for (const b of [entered, taken]) {
      expect(b.body.returnCode).toBe(200);
      expect((b.body.data as unknown as { applyNo: string }).applyNo).toBe(mine);
    }
  });

  it("parallel creations never share a serial (database sequence)", async () => {
    const n = await labelNotice(tokens.sup1001!, "100");
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(labelBody(n, { count: 25, withGs1: false }))));
    expect(answers.map((a) => a.body.returnCode)).toEqual(Array(8).fill(200));
    const serials = answers.flatMap((a) => a.body.data!.labels.map((l) => l.serial));
    expect(serials).toHaveLength(200);
    expect(new Set(serials).size).toBe(200);
    const [dupes] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from (select serial from labels group by serial having count(*) > 1) d`);
    expect(dupes!.n).toBe(0);
  });

  it("the notice lookup shows lines with their label counts; another tenant gets 404", async () => {
    const n = await labelNotice(tokens.sup1001!, "40");
    await makeLabels(tokens.sup1001!, n);
    const mine = await call<{ lines: Array<{ id: number; labelCount: number }> }>("label", "GET", `/purchase-label/notice?noticeNo=${n.noticeNo}`, { token: tokens.sup1001 });
    expect(mine.body.data!.lines.map((l) => l.labelCount)).toEqual([4, 0]);
    const foreign = await call("label", "GET", `/purchase-label/notice?noticeNo=${n.noticeNo}`, { token: tokens.sup1002 });
    expect(foreign.body.returnCode).toBe(404);
  });
});

describe("purchase receipt labels: prints and the ledger", () => {
  const print = (id: number, body: unknown, token = tokens.sup1001) => call<BatchAnswer>("label", "POST", `/purchase-label/${id}/print`, { token, body });

  it("1..200 per print: empty, less than 1 and over 200 answer the catalogue messages", async () => {
    const b = await makeLabels(tokens.sup1001!, notice);
    const msg = async (body: unknown) => ((await print(b.id, body)).body.data as unknown as Errs).fieldErrors.count;
    expect(await msg({ from: 1 })).toEqual(["Print count cannot be empty"]);
    expect(await msg({ from: 1, count: 0 })).toEqual(["Print count cannot be less than 1"]);
    expect(await msg({ from: 1, count: 201 })).toEqual(["Print count cannot be over 200"]);
    expect((await print(b.id, { from: 1, count: 200 })).body.returnCode).toBe(200);
  });

  it("a second print is a reprint on the label, in the ledger and in the audit", async () => {
    const b = await makeLabels(tokens.sup1001!, notice);
    const first = await print(b.id, { from: 2, count: 2 });
    expect(first.body.data!.labels.map((l) => [l.seq, l.reprint])).toEqual([[2, false], [3, false]]);
    const again = await print(b.id, { from: 3, count: 2 }, tokens.buyer01);
    expect(again.body.data!.labels.map((l) => [l.seq, l.printCount, l.reprint])).toEqual([[3, 2, true], [4, 1, false]]);
    const ledger = await rows<{ seq: number; nth: number; reprint: boolean }>(await getDb(), sql`
      select l.seq, p.nth, p.reprint from label_prints p join labels l on l.id = p.label_id where p.batch_id = ${b.id} order by l.seq, p.nth`);
    expect(ledger).toEqual([{ seq: 2, nth: 1, reprint: false }, { seq: 3, nth: 1, reprint: false }, { seq: 3, nth: 2, reprint: true }, { seq: 4, nth: 1, reprint: false }]);
    expect(await auditCount("label_batch", b.id, "print")).toBe(1);
    expect(await auditCount("label_batch", b.id, "reprint")).toBe(1);
  });

  it("parallel prints of the same labels are each counted once", async () => {
    const b = await makeLabels(tokens.sup1001!, notice);
    const answers = await Promise.all(Array.from({ length: 6 }, () => print(b.id, { from: 1, count: 4 })));
    expect(answers.map((a) => a.body.returnCode)).toEqual(Array(6).fill(200));
    const counts = await rows<{ print_count: number; nths: number[] }>(await getDb(), sql`
      select l.print_count, array_agg(p.nth order by p.nth) as nths from labels l join label_prints p on p.label_id = l.id
      where l.batch_id = ${b.id} group by l.id, l.print_count order by l.id`);
    expect(counts.map((c) => [Number(c.print_count), c.nths.map(Number)])).toEqual(Array(4).fill([6, [1, 2, 3, 4, 5, 6]]));
  });

  it("another tenant's batch answers exactly like a missing one, and its print changes nothing", async () => {
    const b = await makeLabels(tokens.sup1001!, notice);
    const missing = await call("label", "GET", "/purchase-label/2147483647", { token: tokens.sup1002 });
    expect((await call("label", "GET", `/purchase-label/${b.id}`, { token: tokens.sup1002 })).body).toEqual(missing.body);
    expect((await print(b.id, { from: 1, count: 1 }, tokens.sup1002)).body.returnCode).toBe(404);
    const [n] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from label_prints where batch_id = ${b.id}`);
    expect(n!.n).toBe(0);
  });
});
