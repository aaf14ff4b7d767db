import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { InquiryStatus, QuoteRevision } from "@/lib/contracts/erp-purchase/price-inquiry";
import type { SupplierInquiry } from "@/lib/contracts/erp-purchase/quotation";
import { forbidden, notFound } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";
import { dateText, isoText, str } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { effectiveStatus } from "../price-inquiry/transition";
import { priceInquiries, priceInquiryFiles, priceInquiryLines, priceInquirySuppliers, priceQuoteRevisions, priceQuotes } from "@/services/db/schema";

const i = alias(priceInquiries, "i");
const l = alias(priceInquiryLines, "l");
const q = alias(priceQuotes, "q");
const r = alias(priceQuoteRevisions, "r");
const p = alias(priceInquirySuppliers, "p");

/** The calling supplier's own supplier id; quoting is for supplier accounts only. */
export function supplierOf(scope: Scope): number {
  if (scope.supplierId === null) throw forbidden();
  return scope.supplierId;
}

/** Invited and released (or later): the only inquiries a supplier can see. */
export const invitedTo = (scope: Scope, supplierId: number, inquiry: typeof i = i) => sql`${inquiry.companyId} = ${scope.companyId} and ${inquiry.status} <> 'draft'
  and exists (select 1 from ${priceInquirySuppliers} ${p} where ${p.inquiryId} = ${inquiry.id} and ${p.supplierId} = ${supplierId})`;

const revisionOf = (r: Record<string, unknown>): QuoteRevision => ({
  revision: Number(r.revision), unitPrice: str(r.unit_price), taxPrice: str(r.tax_price), currency: str(r.currency),
  leadDays: Number(r.lead_days), validUntil: str(r.valid_until), remark: str(r.remark), submittedAt: str(r.submitted_at),
});

/** An inquiry as the invited supplier sees it: its lines with its own quotes only, and never who else was invited. */
export async function loadSupplierInquiry(db: Db, scope: Scope, id: number, now: Date): Promise<SupplierInquiry> {
  const supplierId = supplierOf(scope);
  const [h] = await rows(db, sql`
    select ${i.id}, ${i.inquiryNo}, ${i.title}, ${i.currency}, ${isoText(sql`${i.quoteDeadline}`)} as quote_deadline, ${i.terms}, ${effectiveStatus(i, now)} as status,
      (select ${p.id} from ${priceInquirySuppliers} ${p} where ${p.inquiryId} = ${i.id} and ${p.supplierId} = ${supplierId}) as invitation_id
    from ${priceInquiries} ${i} where ${i.id} = ${id} and ${invitedTo(scope, supplierId)}`);
  if (!h) throw notFound();
  const cols = (t: typeof q | typeof r) => sql`${t.revision}, ${t.unitPrice}::text as unit_price, ${t.taxPrice}::text as tax_price, ${t.currency}, ${t.leadDays}, ${t.remark}`;
  const [lines, history, files] = await Promise.all([
    rows(db, sql`select ${l.id}, ${l.lineNo}, ${l.itemno}, ${l.itemdesc}, ${l.specs}, ${l.unit}, ${l.qty}::text as qty, ${dateText(sql`${l.requiredDate}`)} as required_date,
        ${l.awardedQuoteId} is not null and ${l.awardedQuoteId} = ${q.id} as awarded, ${q.id} as quote_id, ${cols(q)},
        ${dateText(sql`${q.validUntil}`)} as valid_until, ${isoText(sql`${q.submittedAt}`)} as submitted_at
      from ${priceInquiryLines} ${l} left join ${priceQuotes} ${q} on ${q.lineId} = ${l.id} and ${q.supplierId} = ${supplierId}
      where ${l.inquiryId} = ${id} order by ${l.lineNo}`),
    rows(db, sql`select ${q.lineId}, ${cols(r)}, ${dateText(sql`${r.validUntil}`)} as valid_until, ${isoText(sql`${r.submittedAt}`)} as submitted_at
      from ${priceQuoteRevisions} ${r} join ${priceQuotes} ${q} on ${q.id} = ${r.quoteId}
      where ${q.inquiryId} = ${id} and ${q.supplierId} = ${supplierId} order by ${q.lineId}, ${r.revision}`),
    rows(db, sql`select ${priceInquiryFiles.fileId}, ${priceInquiryFiles.name}, ${priceInquiryFiles.kind}, ${priceInquiryFiles.size} from ${priceInquiryFiles} where ${priceInquiryFiles.inquiryId} = ${id} order by ${priceInquiryFiles.name}, ${priceInquiryFiles.fileId}`),
  ]);
  const status = h.status as InquiryStatus;
  return {
    id: Number(h.id), inquiryNo: str(h.inquiry_no), title: str(h.title), currency: str(h.currency), quoteDeadline: str(h.quote_deadline),
    terms: str(h.terms), status, open: status === "released", invitationId: Number(h.invitation_id),
    lines: lines.map((l) => ({
      id: Number(l.id), lineNo: Number(l.line_no), itemno: str(l.itemno), itemdesc: str(l.itemdesc), specs: str(l.specs), unit: str(l.unit),
      qty: str(l.qty), requiredDate: str(l.required_date), awarded: l.awarded === true,
      quote: l.quote_id === null ? null : revisionOf(l),
      history: history.filter((r) => r.line_id === l.id).map(revisionOf),
    })),
    files: files.map((f) => ({ id: str(f.file_id), name: str(f.name), kind: str(f.kind), size: Number(f.size) })),
  };
}
