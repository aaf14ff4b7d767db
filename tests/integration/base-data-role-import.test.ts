import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import XLSX from "xlsx";
import { beforeAll, describe, expect, it } from "vitest";
import type { RoleImportReport } from "@/lib/contracts/base-data/role-import";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { services } from "@/services/registry";
import { call } from "../helpers/services";
import { png } from "../helpers/files";
import { zipOf } from "../helpers/zip";
import { locales } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { roleUserToken } from "./base-data.fixtures";
import { letters, upload } from "./base-data-menu-role.fixtures";

let admin = "";
beforeAll(async () => {
  admin = await roleUserToken(`rim${process.pid % 10000}`, "admin");
});

async function newRole() {
  const code = `imp${letters()}`;
  return (await call<{ id: number }>("base-data", "POST", "/menu-role/role", { token: admin, body: { code, name: `Import ${code}` } })).body.data!.id;
}
async function xlsxOf(rowsIn: unknown[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Users");
  for (const r of rowsIn) sheet.addRow(r);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
const xlsOf = (rowsIn: unknown[][]) => new Uint8Array(XLSX.write({ SheetNames: ["S"], Sheets: { S: XLSX.utils.aoa_to_sheet(rowsIn) } }, { type: "buffer", bookType: "xls" }));
const send = (roleId: number, bytes: Uint8Array, name: string, locale = "en") => upload<RoleImportReport>(`/menu-role/role/${roleId}/users/upload?name=${name}`, bytes, admin, locale);
const members = async (roleId: number) =>
  (await rows<{ user_no: string }>(await getDb(), sql`select u.user_no from user_roles r join users u on u.id = r.user_id where r.role_id = ${roleId} order by 1`)).map((r) => r.user_no);
const stored = async () => (await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from stored_files where purpose = 'role-import'`))[0]!.n;

describe("importing users into a role", () => {
  it("reports every row: added, already there, unknown, bad; a second run finds them all there; nothing is kept", async () => {
    const role = await newRole();
    const book = await xlsxOf([["Staff list"], ["工号", "姓名"], ["E1001", "王采购"], ["E2001", "陈厂务"], ["E1001", "twice"], ["E1002", "company 3 only"],
      ["ZZ999", "nobody"], ["a b", "bad"], ["", "no number"]]);
    const first = await send(role, book, "users.xlsx");
    expect(first.body.returnCode, JSON.stringify(first.body)).toBe(200);
    const r = first.body.data!;
    expect({ added: r.added, already: r.already, unknown: r.unknown, bad: r.bad }).toEqual({ added: 2, already: 1, unknown: 2, bad: 2 });
    expect(r.rows.map((x) => [x.row, x.userNo, x.outcome])).toEqual([
      [3, "E1001", "added"], [4, "E2001", "added"], [5, "E1001", "already"], [6, "E1002", "unknown"], [7, "ZZ999", "unknown"], [8, "a b", "bad"], [9, "", "bad"],
    ]);
    expect(r.rows.find((x) => x.row === 7)!.reason).toBe("No user of this company has this work number");
    expect(await members(role)).toEqual(["E1001", "E2001"]);
    const again = (await send(role, book, "users.xlsx")).body.data!;
    expect([again.added, again.already]).toEqual([0, 3]);
    expect(await stored()).toBe(0);
    const audit = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from audit_log where entity = 'role' and entity_id = ${String(role)} and action = 'importUsers'`);
    expect(audit[0]!.n).toBe(2);
  });

  it("reads a legacy .xls and the downloadable template's header in Chinese", async () => {
    const role = await newRole();
    const xls = await send(role, xlsOf([["Work No.", "Name"], ["E2001", "x"]]), "users.xls");
    expect(xls.body.data, JSON.stringify(xls.body)).toMatchObject({ added: 1, rows: [{ row: 2, userNo: "E2001", outcome: "added" }] });
    const res = await services["base-data"].app.fetch(new Request("http://test/menu-role/role/import-template", { headers: { "x-token": admin, "x-locale": "zh" } }));
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const filled = new ExcelJS.Workbook();
    await filled.xlsx.load(await res.arrayBuffer());
    expect(filled.worksheets[0]!.getRow(1).getCell(1).value).toBe("工号");
    filled.worksheets[0]!.getRow(2).getCell(1).value = "E1001";
    const viaTemplate = await send(role, new Uint8Array(await filled.xlsx.writeBuffer()), "template.xlsx", "zh");
    expect(viaTemplate.body.data).toMatchObject({ added: 1 });
  });

  it("finds the work number column under the caption of each of the five languages and the usual variants", async () => {
    const role = await newRole();
    const captions = locales.map((l) => translatorFor(l)("roleImport.columns.userNo"));
    expect(new Set(captions).size).toBeGreaterThan(3);
    for (const header of [...captions, "WORK NO", "work_no", "Work number", "Employee No.", "工号（必填）", "工号 *", "ＷＯＲＫ ＮＯ．", "Nº empleado", "User ID"]) {
      const res = await send(role, await xlsxOf([["Name", header], ["x", "E2001"]]), "users.xlsx");
      expect(res.body.returnCode, `${header}: ${res.body.message}`).toBe(200);
      expect(res.body.data!.rows, header).toMatchObject([{ userNo: "E2001" }]);
    }
    const none = await send(role, await xlsxOf([["Name", "Remarks"], ["x", "E2001"]]), "users.xlsx");
    expect(none.body.returnCode).toBe(400);
  });

  it("refuses a zip bomb unopened, a sheet without a header, a renamed executable, a PNG, 11 MB and 0 bytes, keeping nothing", async () => {
    const role = await newRole();
    const bomb = zipOf([
      { name: "[Content_Types].xml", data: Buffer.from('<?xml version="1.0"?><Types/>') },
      { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") },
      { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(80 * 1024 * 1024) },
    ]);
    const cases: Array<[string, Uint8Array, string]> = [
      ["bomb.xlsx", bomb, "unpacks to far more"],
      ["noheader.xlsx", await xlsxOf([["E1001"], ["E2001"]]), "No work number column"],
      ["tool.xlsx", Uint8Array.from([0x4d, 0x5a, 0x90, 0, ...new Array(300).fill(0x41)]), "Accepted: XLSX, XLS"],
      ["image.xlsx", png(8), "Accepted: XLSX, XLS"],
      ["big.xlsx", new Uint8Array(11 * 1024 * 1024), ""],
      ["empty.xlsx", new Uint8Array(0), ""],
    ];
    for (const [name, bytes, text] of cases) {
      const a = await send(role, bytes, name);
      expect(a.body.returnCode, name).not.toBe(200);
      expect(a.body.message, name).toContain(text);
      expect(a.body.message.length, name).toBeGreaterThan(10);
    }
    expect(await stored()).toBe(0);
    expect(await members(role)).toEqual([]);
  });
});
