import { sql } from "drizzle-orm";
import type { InquiryStatus, QuoteRevision } from "@/lib/contracts/erp-purchase/price-inquiry";
import type { SupplierInquiry } from "@/lib/contracts/erp-purchase/quotation";
import { forbidden, notFound } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";
import { dateText, isoText, str } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { effectiveStatus } from "../price-inquiry/state";

/** The calling supplier's own supplier id; quoting is for supplier accounts only. */
export function supplierOf(scope: Scope): number {
  if (scope.supplierId === null) throw forbidden();
  return scope.supplierId;
}

/** Invited and released (or later): the only inquiries a supplier can see. */
export const invitedTo = (scope: Scope, supplierId: number, inquiry = sql`i`) => sql`${inquiry}.company_id = ${scope.companyId} and ${inquiry}.status <> 'draft'
  and exists (select 1 from price_inquiry_suppliers p where p.inquiry_id = ${inquiry}.id and p.supplier_id = ${supplierId})`;

const revisionOf = (r: Record<string, unknown>): QuoteRevision => ({
  revision: Number(r.revision), unitPrice: str(r.unit_price), taxPrice: str(r.tax_price), currency: str(r.currency),
  leadDays: Number(r.lead_days), validUntil: str(r.valid_until), remark: str(r.remark), submittedAt: str(r.submitted_at),
});

/** An inquiry as the invited supplier sees it: its lines with its own quotes only, and never who else was invited. */
export async function loadSupplierInquiry(db: Db, scope: Scope, id: number, now: Date): Promise<SupplierInquiry> {
  const supplierId = supplierOf(scope);
  const [h] = await rows(db, sql`
    select i.id, i.inquiry_no, i.title, i.currency, ${isoText(sql`i.quote_deadline`)} as quote_deadline, i.terms, ${effectiveStatus(sql`i`, now)} as status
    from price_inquiries i where i.id = ${id} and ${invitedTo(scope, supplierId)}`);
  if (!h) throw notFound();
  const cols = (t: string) => sql.raw(`${t}.revision, ${t}.unit_price::text as unit_price, ${t}.tax_price::text as tax_price, ${t}.currency, ${t}.lead_days, ${t}.remark`);
  const [lines, history, files] = await Promise.all([
    rows(db, sql`select l.id, l.line_no, l.itemno, l.itemdesc, l.specs, l.unit, l.qty::text as qty, ${dateText(sql`l.required_date`)} as required_date,
        l.awarded_quote_id is not null and l.awarded_quote_id = q.id as awarded, q.id as quote_id, ${cols("q")},
        ${dateText(sql`q.valid_until`)} as valid_until, ${isoText(sql`q.submitted_at`)} as submitted_at
      from price_inquiry_lines l left join price_quotes q on q.line_id = l.id and q.supplier_id = ${supplierId}
      where l.inquiry_id = ${id} order by l.line_no`),
    rows(db, sql`select q.line_id, ${cols("r")}, ${dateText(sql`r.valid_until`)} as valid_until, ${isoText(sql`r.submitted_at`)} as submitted_at
      from price_quote_revisions r join price_quotes q on q.id = r.quote_id
      where q.inquiry_id = ${id} and q.supplier_id = ${supplierId} order by q.line_id, r.revision`),
    rows(db, sql`select file_id, name, kind, size from price_inquiry_files where inquiry_id = ${id} order by name, file_id`),
  ]);
  const status = h.status as InquiryStatus;
  return {
    id: Number(h.id), inquiryNo: str(h.inquiry_no), title: str(h.title), currency: str(h.currency), quoteDeadline: str(h.quote_deadline),
    terms: str(h.terms), status, open: status === "released",
    lines: lines.map((l) => ({
      id: Number(l.id), lineNo: Number(l.line_no), itemno: str(l.itemno), itemdesc: str(l.itemdesc), specs: str(l.specs), unit: str(l.unit),
      qty: str(l.qty), requiredDate: str(l.required_date), awarded: l.awarded === true,
      quote: l.quote_id === null ? null : revisionOf(l),
      history: history.filter((r) => r.line_id === l.id).map(revisionOf),
    })),
    files: files.map((f) => ({ id: str(f.file_id), name: str(f.name), kind: str(f.kind), size: Number(f.size) })),
  };
}
