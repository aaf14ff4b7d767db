import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { login } from "../helpers/services";
import { lineQty, makeOrder } from "./erp-purchase.fixtures";
import { noticeWorkbookOf, downloadWorkbook, uploadWorkbook } from "./erp-purchase-workbook.fixtures";

let sup: string;
let other: string;

beforeAll(async () => {
  sup = await login("sup1001");
  other = await login("sup1002");
});

const send = (bytes: Uint8Array, o: { applyValid?: boolean; locale?: string; token?: string } = {}) => uploadWorkbook("/delivery-notice/workbook/upload", bytes, o.token ?? sup, o);

/** The notices holding lines of these orders, with their headers, line quantities, audit rows and events. */
const noticesOf = async (lineIds: number[]) =>
  rows<{ id: number; receive_address: string; storage_location: string; required_date: string; lines: string; audits: number; events: number }>(await getDb(), sql`
    select n.id, n.receive_address, n.storage_location, n.required_date::text as required_date,
      string_agg(nl.po_line_id || ':' || nl.this_qty::text || '/' || nl.packs || '+' || nl.loose::text, ',' order by nl.po_line_id) as lines,
      (select count(*)::int from audit_log a where a.entity = 'delivery_notice' and a.entity_id = n.id::text and a.action = 'create') as audits,
      (select count(*)::int from events e where e.entity = 'delivery_notice' and e.entity_id = n.id::text and e.type = 'delivery_notice_sent') as events
    from delivery_notices n join delivery_notice_lines nl on nl.notice_id = n.id
    where n.id in (select notice_id from delivery_notice_lines where po_line_id in (${sql.join(lineIds.map((i) => sql`${i}`), sql`, `)}))
    group by n.id order by n.id`);
const stored = async () => (await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from stored_files where purpose = 'notice-workbook'`))[0]!.n;

const siteA = { receiveAddress: "深圳市宝安区华印工业园 1 号", storageLocation: "A-01", requiredDept: "原料仓", deliveryNo: "SH-A" };
const siteB = { receiveAddress: "东莞市长安镇印刷厂 2 号", storageLocation: "B-02", requiredDept: "辅料仓", requiredDate: "2030-03-01", deliveryNo: "SH-B" };

describe("the ship-notice workbook", () => {
  it("downloads the lines that can ship in the caller's language, keys locked, the rest open, nothing of another supplier", async () => {
    const o = await makeOrder({ receiveStatus: "received", lines: 2 });
    const waiting = await makeOrder({ lines: 1 });
    const { headers: res, book } = await downloadWorkbook("/delivery-notice/workbook", sup, "zh");
    expect(res.get("content-type")).toContain("spreadsheetml");
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("采购单号");
    expect(sheet.getRow(1).getCell(8).value).toBe("本次送货数量");
    const ponos: unknown[] = [];
    sheet.eachRow((r) => ponos.push(r.getCell(1).value));
    expect(ponos.filter((p) => p === o.pono)).toHaveLength(2);
    expect(ponos).not.toContain(waiting.pono);
    const row = sheet.getRow(ponos.indexOf(o.pono) + 1);
    expect(row.getCell(6).value).toBe(100);
    expect(row.getCell(1).protection?.locked).not.toBe(false);
    expect(row.getCell(8).protection).toMatchObject({ locked: false });
    expect(row.getCell(16).protection).toMatchObject({ locked: false });
    const theirs = (await downloadWorkbook("/delivery-notice/workbook", other)).book;
    const seen: unknown[] = [];
    theirs.worksheets[0]!.eachRow((r) => seen.push(r.getCell(1).value));
    expect(seen).not.toContain(o.pono);
  });

  it("creates one notice per receiving site, each with its audit row and event", async () => {
    const a = await makeOrder({ receiveStatus: "received", lines: 2 });
    const b = await makeOrder({ receiveStatus: "received", lines: 1, deldateOffset: 20 });
    const report = await send(await noticeWorkbookOf([
      { pono: a.pono, lineNo: 1, thisQty: "30", perPack: "8", ...siteA },
      { pono: b.pono, lineNo: 1, thisQty: "100", receiveAddress: siteA.receiveAddress, storageLocation: "a-01" },
      { pono: a.pono, lineNo: 2, thisQty: "40", ...siteB, requiredDate: new Date(Date.UTC(2030, 2, 1)) },
    ]));
    expect(report, JSON.stringify(report.report)).toMatchObject({ applied: true, documents: 2, rows: 3, bad: 0 });
    const notices = await noticesOf([...a.lineIds, ...b.lineIds]);
    expect(notices.map((n) => [n.receive_address, n.storage_location, n.lines, n.audits, n.events])).toEqual([
      [siteA.receiveAddress, "A-01", `${a.lineIds[0]}:30.0000/3+6.0000,${b.lineIds[0]}:100.0000/1+0.0000`, 1, 1],
      [siteB.receiveAddress, "B-02", `${a.lineIds[1]}:40.0000/1+0.0000`, 1, 1],
    ]);
    // site A's required date left empty: the earliest delivery date of its lines (b's, 20 days out)
    const [{ deldate }] = await rows<{ deldate: string }>(await getDb(), sql`select deldate::text as deldate from purchase_order_lines where id = ${b.lineIds[0]}`) as [{ deldate: string }];
    expect(notices[0]!.required_date).toBe(deldate);
    expect(notices[1]!.required_date).toBe("2030-03-01");
    expect(await lineQty(a.lineIds[0]!)).toMatchObject({ sent_qty: "30.0000", remain_qty: "70.0000" });
    expect(await stored()).toBe(0);
  });

  it("refuses the whole upload for one bad row, in the form's words per row; then applies only the valid rows", async () => {
    const a = await makeOrder({ receiveStatus: "received", lines: 2 });
    const b = await makeOrder({ receiveStatus: "received", lines: 1 });
    const foreign = await makeOrder({ receiveStatus: "received", lines: 1, venNo: "1002" });
    const book = await noticeWorkbookOf([
      { pono: a.pono, lineNo: 1, thisQty: "50", ...siteA },
      { pono: a.pono, lineNo: 2, thisQty: "120", ...siteB },
      { pono: b.pono, lineNo: 1, thisQty: "10", ...siteB },
      { pono: foreign.pono, lineNo: 1, thisQty: "10", ...siteA },
      { pono: b.pono, lineNo: 1, thisQty: "5", ...siteA },
      { pono: a.pono, lineNo: 3, thisQty: "", ...siteA },
      { pono: a.pono, lineNo: 1, thisQty: "x", ...siteA, receiveAddress: "" },
    ]);
    const lines = [...a.lineIds, ...b.lineIds, ...foreign.lineIds];
    const refused = await send(book);
    expect(refused).toMatchObject({ applied: false, documents: 0, rows: 0 });
    expect(refused.report.map((r) => [r.row, r.outcome])).toEqual([[2, "valid"], [3, "bad"], [4, "valid"], [5, "bad"], [6, "bad"], [7, "skipped"], [8, "bad"]]);
    expect(refused.report[1]!.reason).toBe("This-time qty: The this-time quantity exceeds the remaining quantity 100");
    expect(refused.report[3]!.reason).toBe("This order line is not among your lines that can ship");
    expect(refused.report[4]!.reason).toBe("This order line is in the sheet twice");
    expect(refused.report[6]!.reason).toBe("This order line is in the sheet twice");
    expect(await noticesOf(lines)).toEqual([]);
    expect(await lineQty(a.lineIds[0]!)).toMatchObject({ sent_qty: "0.0000", remain_qty: "100.0000" });

    const applied = await send(book, { applyValid: true });
    expect(applied, JSON.stringify(applied.report)).toMatchObject({ applied: true, documents: 2, rows: 2, bad: 4 });
    expect(applied.report.map((r) => r.outcome)).toEqual(["applied", "bad", "applied", "bad", "bad", "skipped", "bad"]);
    const notices = await noticesOf(lines);
    expect(notices.map((n) => [n.storage_location, n.lines, n.audits, n.events])).toEqual([
      ["A-01", `${a.lineIds[0]}:50.0000/1+0.0000`, 1, 1],
      ["B-02", `${b.lineIds[0]}:10.0000/1+0.0000`, 1, 1],
    ]);
    expect(await lineQty(foreign.lineIds[0]!)).toMatchObject({ sent_qty: "0.0000" });
  });

  it("words a row's own errors and a site's header errors as the form does, in Chinese", async () => {
    const a = await makeOrder({ receiveStatus: "received", lines: 4 });
    const siteC = { ...siteB, storageLocation: "C-03", requiredDate: "2030-02-30" };
    const report = await send(await noticeWorkbookOf([
      { pono: a.pono, lineNo: 1, thisQty: "-5", ...siteA },
      { pono: a.pono, lineNo: 2, thisQty: "10", ...siteA },
      { pono: a.pono, lineNo: 3, thisQty: "10", ...siteA, deliveryNo: "SH-OTHER" },
      { pono: a.pono, lineNo: 4, thisQty: "10", ...siteC },
    ]), { locale: "zh", applyValid: true });
    expect(report, JSON.stringify(report.report)).toMatchObject({ applied: true, documents: 1, rows: 1, bad: 3 });
    expect(report.report.map((r) => r.reason)).toEqual([
      "本次送货数量: 请输入有效数量（数字，不能为负，最多4位小数）", "", "送货单号: 与同一收货地点的第 3 行不一致", "需求日期: 请输入有效日期（YYYY-MM-DD）",
    ]);
  });
});
