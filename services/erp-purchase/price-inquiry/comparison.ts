import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { priceInquiryOps, type Comparison, type InquiryStatus, type QuoteRevision } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { AppError, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { dateText, isoText, str } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { decCmp } from "@/lib/contracts/decimal";
import { effectiveStatus, sealedStatuses } from "./transition";
import { priceInquiries, priceInquiryLines, priceQuoteRevisions, priceQuotes, suppliers } from "@/services/db/schema";

const i = alias(priceInquiries, "i");
const l = alias(priceInquiryLines, "l");
const q = alias(priceQuotes, "q");
const s = alias(suppliers, "s");
const r = alias(priceQuoteRevisions, "r");

const revisionOf = (r: Record<string, unknown>): QuoteRevision => ({
  revision: Number(r.revision), unitPrice: str(r.unit_price), taxPrice: str(r.tax_price), currency: str(r.currency),
  leadDays: Number(r.lead_days), validUntil: str(r.valid_until), remark: str(r.remark), submittedAt: str(r.submitted_at),
});

/**
 * The quotes side by side per line, each with its revisions; the lowest unit price of a line is flagged
 * (ties all flagged). Sealed until the deadline, as in a sealed-bid RFQ: before it the buyer gets 409.
 */
export const comparePriceInquiry = defineRoute(priceInquiryOps.comparison, {
  rights: [rights.priceInquiry.view],
  audience: "internal",
  handler: async ({ db, scope, params, now }): Promise<Comparison> => {
    const [h] = await rows<{ status: InquiryStatus }>(db, sql`select ${effectiveStatus(i, now)} as status from ${priceInquiries} ${i}
      where ${i.id} = ${params.id} and ${i.companyId} = ${scope.companyId}`);
    if (!h) throw notFound();
    if (sealedStatuses.includes(h.status)) throw new AppError("CONFLICT", "errors.inquirySealed");
    const fields = (t: typeof q | typeof r) => sql`${t.unitPrice}::text as unit_price, ${t.taxPrice}::text as tax_price, ${t.currency}, ${t.leadDays}, ${t.remark}`;
    const [lines, quotes, history] = await Promise.all([
      rows(db, sql`select ${l.id}, ${l.lineNo}, ${l.itemno}, ${l.itemdesc}, ${l.specs}, ${l.unit}, ${l.qty}::text as qty, ${dateText(sql`${l.requiredDate}`)} as required_date,
        ${l.awardedQuoteId} from ${priceInquiryLines} ${l} where ${l.inquiryId} = ${params.id} order by ${l.lineNo}`),
      rows(db, sql`select ${q.id}, ${q.lineId}, ${q.supplierId}, ${s.venNo}, ${s.shortName} as name, ${q.revision}, ${fields(q)},
        ${dateText(sql`${q.validUntil}`)} as valid_until, ${isoText(sql`${q.submittedAt}`)} as submitted_at
        from ${priceQuotes} ${q} join ${suppliers} ${s} on ${s.id} = ${q.supplierId} where ${q.inquiryId} = ${params.id} order by ${q.unitPrice}, ${s.venNo}`),
      rows(db, sql`select ${r.quoteId}, ${r.revision}, ${fields(r)}, ${dateText(sql`${r.validUntil}`)} as valid_until, ${isoText(sql`${r.submittedAt}`)} as submitted_at
        from ${priceQuoteRevisions} ${r} join ${priceQuotes} ${q} on ${q.id} = ${r.quoteId} where ${q.inquiryId} = ${params.id} order by ${r.quoteId}, ${r.revision}`),
    ]);
    return {
      id: params.id,
      status: h.status,
      lines: lines.map((l) => {
        const own = quotes.filter((q) => q.line_id === l.id);
        const lowest = own.reduce<string | null>((m, q) => (m === null || decCmp(str(q.unit_price), m) < 0 ? str(q.unit_price) : m), null);
        return {
          id: Number(l.id), lineNo: Number(l.line_no), itemno: str(l.itemno), itemdesc: str(l.itemdesc), specs: str(l.specs), unit: str(l.unit),
          qty: str(l.qty), requiredDate: str(l.required_date),
          quotes: own.map((q) => ({
            ...revisionOf(q), quoteId: Number(q.id), supplierId: Number(q.supplier_id), venNo: str(q.ven_no), supplierName: str(q.name),
            lowest: lowest !== null && decCmp(str(q.unit_price), lowest) === 0, awarded: l.awarded_quote_id === q.id,
            history: history.filter((r) => r.quote_id === q.id).map(revisionOf),
          })),
        };
      }),
    };
  },
});
