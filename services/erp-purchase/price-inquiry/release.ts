import { sql } from "drizzle-orm";
import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { runTransition } from "@/services/core/transition";
import { rows } from "@/services/db/rows";
import { effectiveStatus, priceInquiryAuditEntity, statusConflict } from "./state";

/** draft → released, only while the quote deadline is still ahead of the request's instant. */
export const releasePriceInquiry = defineRoute(priceInquiryOps.release, {
  rights: [rights.priceInquiry.release],
  audience: "internal",
  handler: async ({ db, scope, params, now }) => {
    const at = now.toISOString();
    await runTransition(db, {
      change: async (tx) => (await rows<{ inquiry_no: string }>(tx, sql`
        update price_inquiries set status = 'released', released_at = ${at}::timestamptz, modified_by = ${scope.userId}, modified_at = now()
        where id = ${params.id} and company_id = ${scope.companyId} and status = 'draft' and quote_deadline > ${at}::timestamptz
        returning inquiry_no`))[0],
      whyNot: async (tx) => {
        const [row] = await rows<{ status: "draft" }>(tx, sql`select ${effectiveStatus(sql`i`, now)} as status from price_inquiries i
          where i.id = ${params.id} and i.company_id = ${scope.companyId}`);
        if (!row) return new AppError("NOT_FOUND", "errors.notFound");
        return row.status === "draft" ? new AppError("CONFLICT", "errors.inquiryDeadlinePassed") : statusConflict(row.status);
      },
      audit: (row) => ({
        actor: scope, companyId: scope.companyId, entity: priceInquiryAuditEntity, entityId: params.id, action: "release", from: "draft", to: "released",
        detail: { inquiryNo: row.inquiry_no },
      }),
    });
    return { id: params.id, status: "released" as const };
  },
});
