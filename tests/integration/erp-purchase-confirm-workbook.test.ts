import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { maxScheduleLines, type PurchaseOrderDetail } from "@/lib/contracts/erp-purchase/purchase-order";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { auditCount } from "../helpers/fixtures";
import { makeOrder } from "./erp-purchase.fixtures";
import { confirmWorkbookOf, downloadWorkbook, uploadWorkbook } from "./erp-purchase-workbook.fixtures";

let sup: string;
let other: string;

beforeAll(async () => {
  sup = await login("sup1001");
  other = await login("sup1002");
});

const send = (bytes: Uint8Array, o: { applyValid?: boolean; locale?: string; token?: string } = {}) => uploadWorkbook("/purchase-order/confirm-workbook/upload", bytes, o.token ?? sup, o);
const confirmations = async (orderId: number) =>
  rows<{ decision: string; promised_qty: string }>(await getDb(), sql`
    select decision, promised_qty::text as promised_qty from purchase_order_confirmations where order_id = ${orderId} order by line_id`);
const scheduleRows = async (lineId: number) =>
  rows<{ seq: number; qty: string; promised_date: string }>(await getDb(), sql`
    select seq, qty::text as qty, promised_date::text as promised_date from purchase_order_schedule_lines where line_id = ${lineId} order by seq`);
const stored = async () => (await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from stored_files where purpose = 'po-confirm-workbook'`))[0]!.n;

describe("the confirmation workbook", () => {
  it("downloads the open lines in the caller's language, keys locked, answers open", async () => {
    const o = await makeOrder({ receiveStatus: "received", lines: 2 });
    const { headers: res, book } = await downloadWorkbook("/purchase-order/confirm-workbook", sup, "zh");
    expect(res.get("content-type")).toContain("spreadsheetml");
    expect(res.get("cache-control")).toContain("no-store");
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("订单号");
    const mine: number[] = [];
    sheet.eachRow((r, n) => { if (r.getCell(1).value === o.pono) mine.push(n); });
    expect(mine).toHaveLength(2);
    const row = sheet.getRow(mine[0]!);
    expect(row.getCell(2).value).toBe(1);
    expect(row.getCell(1).protection?.locked).not.toBe(false);
    expect(row.getCell(7).protection).toMatchObject({ locked: false });
    expect(row.getCell(7).dataValidation.formulae[0]).toContain("部分接受");
    // A line's schedule lines are typed as further rows under the lines: those rows are open, the header is not.
    expect(sheet.getRow(1).getCell(1).protection?.locked).not.toBe(false);
    expect(sheet.getRow(sheet.rowCount + 1).getCell(1).protection).toMatchObject({ locked: false });
    const theirs = (await downloadWorkbook("/purchase-order/confirm-workbook", other)).book;
    const ponos: unknown[] = [];
    theirs.worksheets[0]!.eachRow((r) => ponos.push(r.getCell(1).value));
    expect(ponos).not.toContain(o.pono);
  });

  it("refuses the whole upload for one bad row, with the screen's words per row; then applies the valid rows", async () => {
    const a = await makeOrder({ receiveStatus: "received", lines: 2 });
    const b = await makeOrder({ receiveStatus: "received", lines: 1 });
    const foreign = await makeOrder({ receiveStatus: "received", lines: 1, venNo: "1002" });
    const book = await confirmWorkbookOf([
      [a.pono, 1, "Accept", "", "2030-02-01", ""],
      [a.pono, 2, "部分接受", "40", new Date(Date.UTC(2030, 1, 2)), ""],
      [b.pono, 1, "partial", "140", "2030-02-03", ""],
      [foreign.pono, 1, "accept", "", "", ""],
      [a.pono, 3, "", "", "", ""],
    ]);
    const refused = await send(book);
    expect(refused).toMatchObject({ applied: false, documents: 0, rows: 0, bad: 2 });
    expect(refused.report.map((r) => [r.row, r.outcome])).toEqual([[2, "valid"], [3, "valid"], [4, "bad"], [5, "bad"], [6, "skipped"]]);
    expect(refused.report[2]!.reason).toBe("Promised quantity: A partial quantity must be more than 0 and less than the ordered 100");
    expect(refused.report[3]!.reason).toBe("This order line is not among your open lines");
    expect(await confirmations(a.orderId)).toEqual([]);
    expect(await auditCount("purchase_order", a.orderId)).toBe(0);

    const applied = await send(book, { applyValid: true });
    expect(applied).toMatchObject({ applied: true, documents: 1, rows: 2, bad: 2 });
    expect(await confirmations(a.orderId)).toEqual([{ decision: "accept", promised_qty: "100.0000" }, { decision: "partial", promised_qty: "40.0000" }]);
    expect(await confirmations(b.orderId)).toEqual([]);
    expect(await confirmations(foreign.orderId)).toEqual([]);
    expect(await auditCount("purchase_order", a.orderId)).toBe(1);
    const seen = (await call<PurchaseOrderDetail>("erp-purchase", "GET", `/purchase-order/${a.orderId}`, { token: sup })).body.data!;
    expect(seen.lines[1]!.confirmation).toMatchObject({ promisedDate: "2030-02-02", promisedQty: "40.0000" });
    expect(await stored()).toBe(0);
  });

  it("an order not accepted yet needs every line: its valid rows are held back with the order's reason, in Chinese", async () => {
    const o = await makeOrder({ lines: 2 });
    const report = await send(await confirmWorkbookOf([[o.pono, 1, "全部接受", "", "2030-02-01", ""], [o.pono, 2, "拒绝该行", "", "", ""]]), { locale: "zh", applyValid: true });
    expect(report).toMatchObject({ applied: true, documents: 0, bad: 2 });
    expect(report.report.map((r) => r.reason)).toEqual(["接受订单需要确认所有行", "原因: 请输入拒绝该行的原因"]);
    const whole = await send(await confirmWorkbookOf([[o.pono, 1, "全部接受", "", "2030-02-01", ""], [o.pono, 2, "拒绝该行", "", "", "停产"]]), { locale: "zh" });
    expect(whole).toMatchObject({ applied: true, documents: 1, rows: 2, bad: 0 });
    expect(await auditCount("purchase_order", o.orderId)).toBe(1);
    expect((await confirmations(o.orderId)).map((c) => c.decision)).toEqual(["accept", "decline"]);
  });

  it("a line's repeated rows are its schedule lines: the confirmation promises their sum by the last date", async () => {
    const a = await makeOrder({ receiveStatus: "received", lines: 2 });
    const report = await send(await confirmWorkbookOf([
      [a.pono, 1, "Accept", "60", "2030-03-01", ""],
      [a.pono, 2, "accept", "", "2030-02-05", ""],
      [a.pono, 1, "", "30", new Date(Date.UTC(2030, 1, 1)), "余量取消"],
    ]));
    expect(report).toMatchObject({ applied: true, documents: 1, rows: 3, bad: 0 });
    expect(report.report.map((r) => r.outcome)).toEqual(["applied", "applied", "applied"]);
    expect(await scheduleRows(a.lineIds[0]!)).toEqual([
      { seq: 1, qty: "30.0000", promised_date: "2030-02-01" }, { seq: 2, qty: "60.0000", promised_date: "2030-03-01" },
    ]);
    expect(await scheduleRows(a.lineIds[1]!)).toEqual([]);
    const seen = (await call<PurchaseOrderDetail>("erp-purchase", "GET", `/purchase-order/${a.orderId}`, { token: sup })).body.data!;
    expect(seen.lines[0]!.confirmation).toMatchObject({ decision: "partial", promisedQty: "90.0000", promisedDate: "2030-03-01", reason: "余量取消" });
    expect(seen.lines[1]!.confirmation).toMatchObject({ decision: "accept", promisedQty: "100.0000", promisedDate: "2030-02-05" });
    expect(await auditCount("purchase_order", a.orderId)).toBe(1);
  });

  it("a split line over the ordered quantity refuses the upload in the screen's words on each of its rows; the valid lines apply alone", async () => {
    const c = await makeOrder({ receiveStatus: "received", lines: 1 });
    const d = await makeOrder({ receiveStatus: "received", lines: 1 });
    const book = await confirmWorkbookOf([
      [c.pono, 1, "accept", "70", "2030-03-01", ""],
      [d.pono, 1, "accept", "", "2030-02-01", ""],
      [c.pono, 1, "Accept", "40", "2030-04-01", ""],
    ]);
    const refused = await send(book);
    expect(refused).toMatchObject({ applied: false, documents: 0, bad: 2 });
    expect(refused.report.map((r) => [r.outcome, r.reason])).toEqual([
      ["bad", "Schedule: The schedule lines sum to 110, more than the ordered 100"], ["valid", ""],
      ["bad", "Schedule: The schedule lines sum to 110, more than the ordered 100"],
    ]);
    expect(await confirmations(c.orderId)).toEqual([]);
    expect(await confirmations(d.orderId)).toEqual([]);

    const applied = await send(book, { applyValid: true });
    expect(applied).toMatchObject({ applied: true, documents: 1, rows: 1, bad: 2 });
    expect(await confirmations(d.orderId)).toEqual([{ decision: "accept", promised_qty: "100.0000" }]);
    expect(await confirmations(c.orderId)).toEqual([]);
    expect(await scheduleRows(c.lineIds[0]!)).toEqual([]);
    expect(await auditCount("purchase_order", c.orderId)).toBe(0);
  });

  it("refuses more than 10 rows for a line, a row without quantity or date, and a follow-up row with another decision", async () => {
    const e = await makeOrder({ receiveStatus: "received", lines: 3 });
    const eleven = Array.from({ length: maxScheduleLines + 1 }, (_, k): [string, number, string, string, string, string] =>
      [e.pono, 1, k ? "" : "accept", "1", `2030-01-${String(k + 1).padStart(2, "0")}`, "余量取消"]);
    const report = await send(await confirmWorkbookOf([
      ...eleven,
      [e.pono, 2, "accept", "50", "2030-01-01", ""],
      [e.pono, 2, "", "", "2030-01-02", ""],
      [e.pono, 3, "accept", "50", "2030-01-01", ""],
      [e.pono, 3, "decline", "50", "2030-01-02", ""],
    ]), { applyValid: true });
    expect(report).toMatchObject({ applied: true, documents: 0, bad: 15 });
    expect(new Set(report.report.slice(0, 11).map((r) => r.reason))).toEqual(new Set(["Schedule: At most 10 schedule lines per order line"]));
    const [row12, row13, row14, row15] = report.report.slice(11).map((r) => r.reason);
    expect(row12).toBe("Row 14 of this order line has an error");
    expect(row13).toMatch(/^Promised quantity: /);
    expect(row14).toBe("Row 16 of this order line has an error");
    expect(row15).toBe("Confirmation: differs from row 15, the first of this line: repeat its decision or leave it empty");
    expect(await confirmations(e.orderId)).toEqual([]);
    expect(await auditCount("purchase_order", e.orderId)).toBe(0);
  });
});
