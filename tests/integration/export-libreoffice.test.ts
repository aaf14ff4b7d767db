import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ColumnDecl } from "@/lib/contracts/kit/list";
import { purchaseOrderList } from "@/lib/contracts/erp-purchase/purchase-order";
import { getDb } from "@/services/db/client";
import { dictionaryLabels } from "@/services/core/dictionary-labels";
import { call } from "../helpers/services";
import { makeBulkSupplier } from "./erp-purchase.fixtures";
import { fetchRaw } from "../helpers/fixtures";
import { businessToday } from "../helpers/business-day";

/**
 * The streamed .xlsx read by another spreadsheet program: LibreOffice converts a filtered export to
 * CSV and every cell is compared with the list route's rows (text, shared strings, numbers, empties).
 */
const libreoffice = (process.env.PATH ?? "").split(path.delimiter).some((d) => d && fs.existsSync(path.join(d, "libreoffice")));
const zh = JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages/zh.json"), "utf8")) as {
  enums: Record<string, Record<string, string>>;
  purchaseOrder: { columns: Record<string, string> };
};

/** RFC 4180: fields separated by commas, quoted when they hold commas, quotes or line breaks. */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") endField();
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endField();
      out.push(row);
      row = [];
    } else field += c;
  }
  if (field || row.length) {
    endField();
    out.push(row);
  }
  return out;
}

const significant = (v: string) => v.replace(/^-/, "").replace(".", "").replace(/^0+/, "").replace(/0+$/, "").length;

/** What a cell of this column must read in the spreadsheet, from the list route's value. */
function expected(d: ColumnDecl, v: unknown, labels: ReadonlyMap<string, ReadonlyMap<string, string>>): string {
  if (v === null || v === "") return "";
  if (d.dictionary) return labels.get(d.dictionary)!.get(String(v)) ?? String(v);
  if (d.kind === "enum") return zh.enums[d.enumName!]![String(v)]!;
  if (d.kind === "flag") return zh.enums.yesNo![v ? "yes" : "no"]!;
  if (d.kind === "int") return String(v);
  if (d.kind === "decimal") {
    const s = String(v);
    if (significant(s) > 15) return s; // kept as text: a double would change it
    const trimmed = s.includes(".") ? s.replace(/0+$/, "").replace(/\.$/, "") : s;
    return /^-?0*$/.test(trimmed.replace(".", "")) ? "0" : trimmed;
  }
  const s = String(v).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ""); // XML 1.0 cannot hold them
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

async function listRows(token: string, query: string) {
  const out: Array<Record<string, unknown>> = [];
  let cursor = "";
  do {
    const res = await call<{ rows: Array<Record<string, unknown>>; nextCursor: string | null }>(
      "erp-purchase", "GET", `/purchase-order?${query}&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token });
    expect(res.body.returnCode).toBe(200);
    out.push(...res.body.data!.rows);
    cursor = res.body.data!.nextCursor ?? "";
  } while (cursor);
  return out;
}

/** Lines of the supplier numbered in id order, their values set to the awkward cases. */
async function awkwardValues(supplierId: number) {
  const db = await getDb();
  const nth = (n: number) => sql`(select id from purchase_order_lines where supplier_id = ${supplierId} order by id offset ${n - 1} limit 1)`;
  const set = (n: number, assignments: ReturnType<typeof sql>) =>
    db.execute(sql`update purchase_order_lines set podate = ${businessToday(4)}, ${assignments} where id = ${nth(n)}`);
  await set(1, sql`itemdesc = '<b>&"quoted"</b> & more', remark = '=SUM(A1:A2)', specs = '+1', reqno = '-2', packunit = '@cmd', itemno = '00123'`);
  await set(2, sql`itemdesc = '采购订单 測試 日本語テキスト 한국어', remark = ' padded ', specs = ${"line1\nline2"}, loc_type_name = ${"tab\tinside"}`);
  await set(3, sql`payqty = 12345678901234.5678, remain_qty = 0.0001, hsdj = 123456789.123456, dj = 0.000001, amount = -1234567.89,
    gsm = 0.01, tonnageprice = 99999999999999.9999, complete_status = 'completed', audit_status = 'audited'`);
  await set(4, sql`gsm = null, tonnageprice = null, remark = '', complete_status = 'closed', itemdesc = '😀 smile, "comma"'`);
  await set(5, sql`tonnageprice = 1234.5, focqty = 7, sent_qty = 0, specs = ${"unit\u001fseparator"}`);
  await db.execute(sql`insert into purchase_order_confirmations (line_id, order_id, decision, promised_date, promised_qty)
    select id, order_id, 'partial', current_date + 40, 1 from purchase_order_lines where id in (${nth(2)}, ${nth(3)})`);
  await db.execute(sql`update purchase_orders set received_at = now(), op_person = '张敏', subcompany = 'SZ01', po_type = 'urgent'
    where supplier_id = ${supplierId} and receive_status = 'received'`);
  await db.execute(sql`update purchase_orders set price_review_status = 'pending' where supplier_id = ${supplierId} and id % 4 = 0`);
}

describe("the .xlsx export read by LibreOffice", () => {
  it.skipIf(!libreoffice)("converts to CSV with every value of the filtered list", { timeout: 180_000 }, async () => {
    const bulk = await makeBulkSupplier("exlo01", 900);
    await awkwardValues(bulk.supplierId);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const query = `podateFrom=${from}`;
    const listed = await listRows(bulk.token, query);
    expect(listed.length).toBeGreaterThan(200);
    expect(listed.length).toBeLessThan(400);

    const res = await fetchRaw("GET", `/purchase-order/export?${query}`, { token: bulk.token, locale: "zh" });
    expect(res.status).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "export-lo-"));
    try {
      const file = path.join(dir, "export.xlsx");
      fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      // Comma, double quote, UTF-8, en-US numbers, cell values rather than their display.
      const filter = "csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,false,false,false,false,false";
      await promisify(execFile)("libreoffice", [`-env:UserInstallation=file://${path.join(dir, "profile")}`, "--headless",
        "--convert-to", filter, "--outdir", path.join(dir, "out"), file], { timeout: 150_000 });
      const csv = parseCsv(fs.readFileSync(path.join(dir, "out", "export.csv"), "utf8"));

      const fields = purchaseOrderList.exported as readonly string[];
      expect(csv[0]).toEqual(fields.map((f) => zh.purchaseOrder.columns[f]));
      expect(csv.length - 1).toBe(listed.length);
      const columns = purchaseOrderList.columns as Record<string, ColumnDecl>;
      const types = [...new Set(fields.flatMap((f) => columns[f]!.dictionary ?? []))];
      const labels = new Map(await Promise.all(types.map(async (t) => [t, await dictionaryLabels(await getDb(), t, "zh")] as const)));
      expect(labels.get("purchase-order-type")?.get("urgent")).toBe("紧急采购");
      listed.forEach((row, r) => {
        const want = fields.map((f) => expected(columns[f]!, row[f], labels));
        const got = fields.map((_, i) => csv[r + 1]![i] ?? "");
        expect(got, `row ${r + 1} (${String(row.pono)})`).toEqual(want);
      });
      const cells = new Set(csv.flat());
      for (const v of ["'=SUM(A1:A2)", "'+1", "'-2", "'@cmd", "00123", '<b>&"quoted"</b> & more', " padded ", "line1\nline2",
        "12345678901234.5678", "99999999999999.9999", "123456789.123456", "-1234567.89", "采购订单 測試 日本語テキスト 한국어", "😀 smile, \"comma\"",
        "unitseparator"]) {
        expect(cells, v).toContain(v);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
