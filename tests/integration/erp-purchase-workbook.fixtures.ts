import ExcelJS from "exceljs";
import { expect } from "vitest";
import type { Envelope } from "@/lib/contracts/envelope";
import type { WorkbookReport } from "@/lib/contracts/erp-purchase/workbook";
import { services } from "@/services/registry";

/**
 * A filled confirmation workbook as a supplier would send it: a header row, then per row the order number,
 * line number, decision, promised quantity, promised date and reason in the template's columns.
 */
export async function confirmWorkbookOf(lines: Array<[string, number | string, string, string, string | Date, string]>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Open lines");
  sheet.addRow(["Order No.", "Line", "Item No.", "Description", "Ordered qty", "Delivery date", "Decision", "Promised quantity", "Promised date", "Reason"]);
  for (const [pono, lineNo, decision, qty, date, reason] of lines) sheet.addRow([pono, lineNo, "", "", "", "", decision, qty, date, reason]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

export interface NoticeWorkbookRow {
  pono: string;
  lineNo: number | string;
  thisQty: string;
  perPack?: string;
  receiveAddress?: string;
  storageLocation?: string;
  requiredDept?: string;
  requiredDate?: string | Date;
  deliveryNo?: string;
  deliverDate?: string | Date;
  lateReason?: string;
}

/** A filled ship-notice workbook in the template's columns: the line's keys, then what the supplier fills. */
export async function noticeWorkbookOf(lines: NoticeWorkbookRow[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Lines to ship");
  sheet.addRow(["PO No.", "Line", "Item No.", "Description", "Unit", "Can ship", "Delivery date", "This-time qty", "Per pack", "Receiving address",
    "Storage location", "Required department", "Required date", "Delivery No.", "Ship date", "Reason for shipping late"]);
  for (const r of lines) {
    sheet.addRow([r.pono, r.lineNo, "", "", "", "", "", r.thisQty, r.perPack ?? "", r.receiveAddress ?? "", r.storageLocation ?? "", r.requiredDept ?? "",
      r.requiredDate ?? "", r.deliveryNo ?? "", r.deliverDate ?? "", r.lateReason ?? ""]);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** Uploads a filled workbook to one of the round trips (`path` without its query) as `token`; answers its report. */
export async function uploadWorkbook(path: string, bytes: Uint8Array, token: string, o: { applyValid?: boolean; locale?: string } = {}): Promise<WorkbookReport> {
  const headers = new Headers({ "x-locale": o.locale ?? "en", "content-type": "application/octet-stream", "content-length": String(bytes.byteLength), "x-token": token });
  const url = `http://test${path}?name=upload.xlsx${o.applyValid ? "&applyValid=true" : ""}`;
  const res = await services["erp-purchase"].app.fetch(new Request(url, { method: "POST", headers, body: new Blob([new Uint8Array(bytes)]) }));
  const body = (await res.json()) as Envelope<WorkbookReport>;
  expect(body.returnCode, JSON.stringify(body)).toBe(200);
  return body.data!;
}

/** Downloads one of the round trips' workbooks (`path`) as `token`, in `locale`; answers the answer's headers and the book. */
export async function downloadWorkbook(path: string, token: string, locale = "en"): Promise<{ headers: Headers; book: ExcelJS.Workbook }> {
  const res = await services["erp-purchase"].app.fetch(new Request(`http://test${path}`, { headers: { "x-token": token, "x-locale": locale } }));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return { headers: res.headers, book };
}
