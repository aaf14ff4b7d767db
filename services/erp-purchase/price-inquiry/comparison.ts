import { sql } from "drizzle-orm";
import { priceInquiryOps, type Comparison, type InquiryStatus, type QuoteRevision } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { AppError, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { dateText, isoText, str } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { decCmp } from "@/lib/contracts/decimal";
import { effectiveStatus, sealedStatuses } from "./state";

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
    const [h] = await rows<{ status: InquiryStatus }>(db, sql`select ${effectiveStatus(sql`i`, now)} as status from price_inquiries i
      where i.id = ${params.id} and i.company_id = ${scope.companyId}`);
    if (!h) throw notFound();
    if (sealedStatuses.includes(h.status)) throw new AppError("CONFLICT", "errors.inquirySealed");
    const fields = (t: string) => sql.raw(`${t}.unit_price::text as unit_price, ${t}.tax_price::text as tax_price, ${t}.currency, ${t}.lead_days, ${t}.remark`);
    const [lines, quotes, history] = await Promise.all([
      rows(db, sql`select l.id, l.line_no, l.itemno, l.itemdesc, l.specs, l.unit, l.qty::text as qty, ${dateText(sql`l.required_date`)} as required_date,
        l.awarded_quote_id from price_inquiry_lines l where l.inquiry_id = ${params.id} order by l.line_no`),
      rows(db, sql`select q.id, q.line_id, q.supplier_id, s.ven_no, s.short_name as name, q.revision, ${fields("q")},
        ${dateText(sql`q.valid_until`)} as valid_until, ${isoText(sql`q.submitted_at`)} as submitted_at
        from price_quotes q join suppliers s on s.id = q.supplier_id where q.inquiry_id = ${params.id} order by q.unit_price, s.ven_no`),
      rows(db, sql`select r.quote_id, r.revision, ${fields("r")}, ${dateText(sql`r.valid_until`)} as valid_until, ${isoText(sql`r.submitted_at`)} as submitted_at
        from price_quote_revisions r join price_quotes q on q.id = r.quote_id where q.inquiry_id = ${params.id} order by r.quote_id, r.revision`),
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
