import { and, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { decCmp, fromUnits, isDecimal, toUnits, trimDecimal } from "@/lib/contracts/decimal";
import { deliveryNoticeInput, deliveryNoticeOps, noticeLineInput, type NoticeLineInput } from "@/lib/contracts/erp-purchase/delivery-notice";
import type { WorkbookRow } from "@/lib/contracts/erp-purchase/workbook";
import { issueMessage, toFieldErrors, type Translate } from "@/lib/contracts/issues";
import { rights } from "@/lib/rights/codes";
import { AppError } from "@/services/core/errors";
import type { SheetRow } from "@/services/core/import/read-sheet";
import { inScope, type Scope } from "@/services/core/list";
import { defineRoute } from "@/services/core/route";
import type { Db } from "@/services/db/client";
import { purchaseOrderLines } from "@/services/db/schema";
import { applyDocuments, qtyText, settleWorkbook, uploadedSheet, type PlannedRow } from "../workbook-round-trip";
import { shippable } from "./candidates";
import { insertNotice } from "./create";
import { headerColumns, noticeCaption, noticeWorkbookColumns } from "./workbook";

export const noticeWorkbookPurpose = "notice-workbook";

type HeaderColumn = (typeof headerColumns)[number];
interface Planned extends PlannedRow {
  line?: NoticeLineInput;
  deldate?: string;
  /** The receiving site: address and storage location as typed, compared without case and spacing (and the line's supplier, for staff). */
  site?: string;
  header?: Record<HeaderColumn, string>;
  /** The sheet row that opens the line's site: the notices are written in the sheet's order. */
  siteRow?: number;
}

const fold = (s: string) => s.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
/** The site's own fields compare as its key does; the rest as written. */
const same = (field: HeaderColumn, v: string) => (field === "receiveAddress" || field === "storageLocation" ? fold(v) : v);
/** A field error as the form words it, led by the field's caption (the sheet has no field to put it beside). */
const said = (t: Translate, field: string | undefined, message: string) =>
  field && field !== "lines" && field !== "poLineId" && field !== "_" ? `${noticeCaption(t, field)}: ${message}` : message;

/** The packing of a this-time quantity: one pack of it, or whole packs of `perPack` and the rest loose (as the form computes it). */
function packing(thisQty: string, perPack: string): Pick<NoticeLineInput, "perPack" | "packs" | "loose"> {
  if (!perPack) return { perPack: thisQty, packs: 1, loose: "0" };
  if (!isDecimal(thisQty) || !isDecimal(perPack) || decCmp(perPack, "0") <= 0) return { perPack, packs: 1, loose: "0" };
  const packs = toUnits(thisQty) / toUnits(perPack);
  return { perPack, packs: Number(packs), loose: trimDecimal(fromUnits(toUnits(thisQty) - packs * toUnits(perPack))) };
}

const l = alias(purchaseOrderLines, "l");

async function planRows(tx: Db, scope: Scope, sheet: SheetRow[], t: Translate, locale: string): Promise<Planned[]> {
  const data = sheet.filter((r) => r.n > 1);
  const ponos = [...new Set(data.map((r) => r.cells[0] ?? "").filter(Boolean))];
  const found = ponos.length
    ? await tx.select({ id: l.id, supplierId: l.supplierId, pono: l.pono, lineNo: l.lineNo, deldate: l.deldate }).from(l)
        .where(and(inArray(l.pono, ponos), inScope(scope, sql`${l.companyId}`, sql`${l.supplierId}`), shippable(l)))
    : [];
  const byKey = new Map(found.map((f) => [`${f.pono}\u0000${f.lineNo}`, f]));
  const seen = new Set<number>();
  const plan = data.map(({ n, cells }): Planned => {
    const [pono = "", lineNo = ""] = cells;
    const cell = (c: (typeof noticeWorkbookColumns)[number]) => cells[noticeWorkbookColumns.indexOf(c)] ?? "";
    const report: WorkbookRow = { row: n, pono, lineNo, outcome: "skipped", reason: "" };
    const qty = cell("thisQty");
    if (!qty) return { report };
    const bad = (message: string): Planned => ({ report: { ...report, outcome: "bad", reason: message } });
    const line = byKey.get(`${pono}\u0000${lineNo}`);
    if (!line) return bad(t("validation.deliveryNotice.workbookUnknownLine"));
    if (seen.has(line.id)) return bad(t("validation.purchaseOrder.workbookTwice"));
    seen.add(line.id);
    const thisQty = qtyText(qty);
    const perPack = qtyText(cell("perPack"));
    const parsed = noticeLineInput.safeParse({ poLineId: line.id, thisQty, ...packing(thisQty, perPack) });
    if (!parsed.success) {
      // Without a per pack typed, the packing is the quantity itself: its errors would only repeat the quantity's.
      const typed = parsed.error.issues.filter((i) => perPack || !["perPack", "loose"].includes(String(i.path[0])));
      return bad(typed.map((i) => said(t, String(i.path[0] ?? ""), issueMessage(i, t, locale))).join("; "));
    }
    const header = Object.fromEntries(headerColumns.map((c) => [c, cell(c)])) as Record<HeaderColumn, string>;
    return { report: { ...report, outcome: "valid" }, line: parsed.data, deldate: line.deldate, site: `${line.supplierId}\u0000${fold(header.receiveAddress)}\u0000${fold(header.storageLocation)}`, header };
  });
  return sameSiteHeaders(plan, t);
}

/**
 * One notice per receiving site: its header is what the site's rows say, each field written once or the same on
 * every row that fills it (a row that says otherwise is bad). A required date left empty is the earliest delivery
 * date of the site's lines, as a notice made from an order proposes.
 */
function sameSiteHeaders(plan: Planned[], t: Translate): Planned[] {
  const sites = new Map<string, Planned[]>();
  for (const p of plan) if (p.site !== undefined) sites.set(p.site, [...(sites.get(p.site) ?? []), p]);
  for (const rows of sites.values()) {
    const header = {} as Record<HeaderColumn, string>;
    for (const field of headerColumns) {
      const first = rows.find((r) => r.header![field]);
      header[field] = first?.header![field] ?? "";
      for (const r of rows) {
        if (first && r.header![field] && same(field, r.header![field]) !== same(field, header[field]) && r.report.outcome === "valid") {
          r.report = { ...r.report, outcome: "bad", reason: said(t, field, t("validation.deliveryNotice.workbookSiteDiffers", { row: first.report.row })) };
        }
      }
    }
    header.requiredDate ||= rows.map((r) => r.deldate!).sort()[0]!;
    for (const r of rows) Object.assign(r, { header, siteRow: rows[0]!.report.row });
  }
  return plan;
}

/** A site's notice from its valid rows, through the form's contract and the create of a notice (its lock, checks and audit). */
async function writeNotice(tx: Db, scope: Scope, rows: Planned[], t: Translate, locale: string) {
  const { deliverDate, ...header } = rows[0]!.header!;
  const parsed = deliveryNoticeInput.safeParse({ ...header, deliverDate: deliverDate || undefined, lines: rows.map((r) => r.line!) });
  if (!parsed.success) throw new AppError("VALIDATION", "errors.validation", {}, toFieldErrors(parsed.error, t, locale));
  return insertNotice(tx, scope, parsed.data, t, locale);
}

/**
 * Creates delivery notices from a filled ship-notice workbook, one per receiving site. The file is checked like
 * every upload, read by the import worker and not kept. The rows are validated whole in one transaction, each
 * notice in a savepoint with its audit row: when a row is bad, nothing stays unless the caller asked to apply
 * the valid rows.
 */
export const uploadNoticeWorkbook = defineRoute(deliveryNoticeOps.workbookUpload, {
  rights: [rights.deliveryNotice.add],
  async handler({ db, scope, query, t, locale, upload }) {
    const sheet = await uploadedSheet(db, upload, { purpose: noticeWorkbookPurpose, name: query.name, createdBy: scope.userId });
    return settleWorkbook(db, query.applyValid, (tx) => planRows(tx, scope, sheet, t, locale), (tx, plan) =>
      applyDocuments(tx, plan, (p) => p.siteRow, (sp, rows) => writeNotice(sp, scope, rows, t, locale), (field, message) => said(t, field, message), t));
  },
});
