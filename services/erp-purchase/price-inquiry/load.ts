import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { InquiryDetail, InquiryStatus } from "@/lib/contracts/erp-purchase/price-inquiry";
import { notFound } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";
import { dateText, isoText, str, strOrNull } from "@/services/core/sql";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { effectiveStatus } from "./transition";
import { priceInquiries, priceInquiryFiles, priceInquiryLines, priceInquirySuppliers, priceQuotes, suppliers, users } from "@/services/db/schema";

const i = alias(priceInquiries, "i");
const l = alias(priceInquiryLines, "l");
const q = alias(priceQuotes, "q");
const s = alias(suppliers, "s");
const p = alias(priceInquirySuppliers, "p");
const u = alias(users, "u");

/** One inquiry of the caller's company, for its buyers: lines with their award, invited suppliers, files. */
export async function loadInquiry(db: Db, scope: Scope, id: number, now: Date): Promise<InquiryDetail> {
  const [h] = await rows(db, sql`
    select ${i.id}, ${i.inquiryNo}, ${i.title}, ${i.currency}, ${isoText(sql`${i.quoteDeadline}`)} as quote_deadline, ${i.terms},
      ${effectiveStatus(i, now)} as status, ${isoText(sql`${i.releasedAt}`)} as released_at, ${i.cancelReason},
      coalesce(${u.name}, '') as creator, ${isoText(sql`${i.createdAt}`)} as created_at
    from ${priceInquiries} ${i} left join ${users} ${u} on ${u.id} = ${i.createdBy}
    where ${i.id} = ${id} and ${i.companyId} = ${scope.companyId}`);
  if (!h) throw notFound();
  const [lines, invited, files] = await Promise.all([
    rows(db, sql`
      select ${l.id}, ${l.lineNo}, ${l.itemno}, ${l.itemdesc}, ${l.specs}, ${l.unit}, ${l.qty}::text as qty, ${dateText(sql`${l.requiredDate}`)} as required_date,
        ${s.venNo} as awarded_ven_no, ${q.unitPrice}::text as awarded_price
      from ${priceInquiryLines} ${l} left join ${priceQuotes} ${q} on ${q.id} = ${l.awardedQuoteId} left join ${suppliers} ${s} on ${s.id} = ${q.supplierId}
      where ${l.inquiryId} = ${id} order by ${l.lineNo}`),
    rows(db, sql`
      select ${s.id}, ${p.id} as invitation_id, ${s.venNo}, ${s.shortName} as name,
        (select count(*)::int from ${priceQuotes} ${q} where ${q.inquiryId} = ${id} and ${q.supplierId} = ${s.id}) as quoted_lines
      from ${priceInquirySuppliers} ${p} join ${suppliers} ${s} on ${s.id} = ${p.supplierId}
      where ${p.inquiryId} = ${id} order by ${s.venNo}`),
    rows(db, sql`select ${priceInquiryFiles.fileId}, ${priceInquiryFiles.name}, ${priceInquiryFiles.kind}, ${priceInquiryFiles.size} from ${priceInquiryFiles} where ${priceInquiryFiles.inquiryId} = ${id} order by ${priceInquiryFiles.name}, ${priceInquiryFiles.fileId}`),
  ]);
  return {
    id: Number(h.id), inquiryNo: str(h.inquiry_no), title: str(h.title), currency: str(h.currency), quoteDeadline: str(h.quote_deadline),
    terms: str(h.terms), status: h.status as InquiryStatus, releasedAt: strOrNull(h.released_at), cancelReason: strOrNull(h.cancel_reason),
    creator: str(h.creator), createdAt: str(h.created_at),
    lines: lines.map((l) => ({
      id: Number(l.id), lineNo: Number(l.line_no), itemno: str(l.itemno), itemdesc: str(l.itemdesc), specs: str(l.specs), unit: str(l.unit),
      qty: str(l.qty), requiredDate: str(l.required_date), awardedVenNo: strOrNull(l.awarded_ven_no), awardedPrice: strOrNull(l.awarded_price),
    })),
    suppliers: invited.map((s) => ({ id: Number(s.id), invitationId: Number(s.invitation_id), venNo: str(s.ven_no), name: str(s.name), quotedLines: Number(s.quoted_lines) })),
    files: files.map((f) => ({ id: str(f.file_id), name: str(f.name), kind: str(f.kind), size: Number(f.size) })),
  };
}
