import { sql } from "drizzle-orm";
import type { InquiryDetail, InquiryStatus } from "@/lib/contracts/erp-purchase/price-inquiry";
import { notFound } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";
import { dateText, isoText, str, strOrNull } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { effectiveStatus } from "./state";

/** One inquiry of the caller's company, for its buyers: lines with their award, invited suppliers, files. */
export async function loadInquiry(db: Db, scope: Scope, id: number, now: Date): Promise<InquiryDetail> {
  const [h] = await rows(db, sql`
    select i.id, i.inquiry_no, i.title, i.currency, ${isoText(sql`i.quote_deadline`)} as quote_deadline, i.terms,
      ${effectiveStatus(sql`i`, now)} as status, ${isoText(sql`i.released_at`)} as released_at, i.cancel_reason,
      coalesce(u.name, '') as creator, ${isoText(sql`i.created_at`)} as created_at
    from price_inquiries i left join users u on u.id = i.created_by
    where i.id = ${id} and i.company_id = ${scope.companyId}`);
  if (!h) throw notFound();
  const [lines, suppliers, files] = await Promise.all([
    rows(db, sql`
      select l.id, l.line_no, l.itemno, l.itemdesc, l.specs, l.unit, l.qty::text as qty, ${dateText(sql`l.required_date`)} as required_date,
        s.ven_no as awarded_ven_no, q.unit_price::text as awarded_price
      from price_inquiry_lines l left join price_quotes q on q.id = l.awarded_quote_id left join suppliers s on s.id = q.supplier_id
      where l.inquiry_id = ${id} order by l.line_no`),
    rows(db, sql`
      select s.id, s.ven_no, s.short_name as name,
        (select count(*)::int from price_quotes q where q.inquiry_id = ${id} and q.supplier_id = s.id) as quoted_lines
      from price_inquiry_suppliers p join suppliers s on s.id = p.supplier_id
      where p.inquiry_id = ${id} order by s.ven_no`),
    rows(db, sql`select file_id, name, kind, size from price_inquiry_files where inquiry_id = ${id} order by name, file_id`),
  ]);
  return {
    id: Number(h.id), inquiryNo: str(h.inquiry_no), title: str(h.title), currency: str(h.currency), quoteDeadline: str(h.quote_deadline),
    terms: str(h.terms), status: h.status as InquiryStatus, releasedAt: strOrNull(h.released_at), cancelReason: strOrNull(h.cancel_reason),
    creator: str(h.creator), createdAt: str(h.created_at),
    lines: lines.map((l) => ({
      id: Number(l.id), lineNo: Number(l.line_no), itemno: str(l.itemno), itemdesc: str(l.itemdesc), specs: str(l.specs), unit: str(l.unit),
      qty: str(l.qty), requiredDate: str(l.required_date), awardedVenNo: strOrNull(l.awarded_ven_no), awardedPrice: strOrNull(l.awarded_price),
    })),
    suppliers: suppliers.map((s) => ({ id: Number(s.id), venNo: str(s.ven_no), name: str(s.name), quotedLines: Number(s.quoted_lines) })),
    files: files.map((f) => ({ id: str(f.file_id), name: str(f.name), kind: str(f.kind), size: Number(f.size) })),
  };
}
