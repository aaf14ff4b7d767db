import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { InquiryStatus } from "@/lib/contracts/erp-purchase/price-inquiry";
import { AppError, notFound } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { priceInquiries } from "@/services/db/schema";

/** A price inquiry table or alias of it. */
type Inquiry = Record<"status" | "quoteDeadline", AnyPgColumn>;

/** The clock a status is read by: the request's, or the database's (`now()`) where a list has none of its own. */
const clockSql = (clock: Date | SQL): SQL => (clock instanceof Date ? sql`${clock.toISOString()}::timestamptz` : clock);

/** The status a caller sees: a released inquiry is closed from its quote deadline on. */
export const effectiveStatus = (inquiry: Inquiry, clock: Date | SQL): SQL =>
  sql`(case when ${inquiry.status} = 'released' and ${inquiry.quoteDeadline} <= ${clockSql(clock)} then 'closed' else ${inquiry.status} end)`;

/** A sealed-bid RFQ: while a draft, or released with its deadline ahead, no quote's price reaches the buyer's side. */
export const sealedStatuses: readonly InquiryStatus[] = ["draft", "released"];

/** True once an inquiry's quotes may be shown to its company's staff. */
export const quotesUnsealed = (inquiry: Inquiry, clock: Date | SQL): SQL =>
  sql`${effectiveStatus(inquiry, clock)} not in (${sql.join(sealedStatuses.map((s) => sql`${s}`), sql`, `)})`;

/** Lock the company's inquiry row; another company's answers like a missing one. */
export async function lockInquiry(tx: Db, scope: Scope, id: number, now: Date): Promise<{ id: number; status: InquiryStatus; inquiryNo: string }> {
  const i = priceInquiries;
  const [row] = await rows<{ id: number; status: InquiryStatus; inquiryNo: string }>(tx, sql`
    select ${i.id} as id, ${effectiveStatus(i, now)} as status, ${i.inquiryNo} as "inquiryNo" from ${i}
    where ${i.id} = ${id} and ${i.companyId} = ${scope.companyId} for update`);
  if (!row) throw notFound();
  return row;
}

/** The refusal of an action that needs one of `allowed`, told by the current status. */
export function statusConflict(status: InquiryStatus): AppError {
  return new AppError("CONFLICT", "errors.inquiryStatus", { status });
}
