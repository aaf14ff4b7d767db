import { sql, type SQL } from "drizzle-orm";
import type { InquiryStatus } from "@/lib/contracts/erp-purchase/price-inquiry";
import { AppError, notFound } from "@/services/core/errors";
import type { Scope } from "@/services/core/list";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";

export const priceInquiryAuditEntity = "price_inquiry";

/** The status a caller sees: a released inquiry is closed from its quote deadline on (the request's clock). */
export const effectiveStatus = (table: SQL, now: Date): SQL =>
  sql`(case when ${table}.status = 'released' and ${table}.quote_deadline <= ${now.toISOString()}::timestamptz then 'closed' else ${table}.status end)`;

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
