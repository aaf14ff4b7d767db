import { sql, type SQL } from "drizzle-orm";
import type { InquiryStatus } from "@/lib/contracts/erp-purchase/price-inquiry";
import { AppError, notFound } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";

export const priceInquiryAuditEntity = "price_inquiry";

/** The clock a status is read by: the request's, or the database's (`now()`) where a list has none of its own. */
const clockSql = (clock: Date | SQL): SQL => (clock instanceof Date ? sql`${clock.toISOString()}::timestamptz` : clock);

/** The status a caller sees: a released inquiry is closed from its quote deadline on. */
export const effectiveStatus = (table: SQL, clock: Date | SQL): SQL =>
  sql`(case when ${table}.status = 'released' and ${table}.quote_deadline <= ${clockSql(clock)} then 'closed' else ${table}.status end)`;

/** A sealed-bid RFQ: while a draft, or released with its deadline ahead, no quote's price reaches the buyer's side. */
export const sealedStatuses: readonly InquiryStatus[] = ["draft", "released"];

/** True once an inquiry's quotes may be shown to its company's staff. */
export const quotesUnsealed = (table: SQL, clock: Date | SQL): SQL =>
  sql`${effectiveStatus(table, clock)} not in (${sql.join(sealedStatuses.map((s) => sql`${s}`), sql`, `)})`;

/** Lock the company's inquiry row; another company's answers like a missing one. */
export async function lockInquiry(tx: Db, scope: Scope, id: number, now: Date): Promise<{ id: number; status: InquiryStatus; inquiry_no: string }> {
  const [row] = await rows<{ id: number; status: InquiryStatus; inquiry_no: string }>(tx, sql`
    select i.id, ${effectiveStatus(sql`i`, now)} as status, i.inquiry_no from price_inquiries i
    where i.id = ${id} and i.company_id = ${scope.companyId} for update`);
  if (!row) throw notFound();
  return row;
}

/** The refusal of an action that needs one of `allowed`, told by the current status. */
export function statusConflict(status: InquiryStatus): AppError {
  return new AppError("CONFLICT", "errors.inquiryStatus", { status });
}
