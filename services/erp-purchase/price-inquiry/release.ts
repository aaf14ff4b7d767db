import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { runTransition } from "@/services/core/transition";
import { rows } from "@/services/db/rows";
import { effectiveStatus, statusConflict } from "./transition";
import { priceInquiries } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { priceInquiryAuditEntity } from "./events";

const i = alias(priceInquiries, "i");

/** draft → released, only while the quote deadline is still ahead of the request's instant. */
export const releasePriceInquiry = defineRoute(priceInquiryOps.release, {
  rights: [rights.priceInquiry.release],
  audience: "internal",
  handler: async ({ db, scope, params, now }) => {
    const at = now.toISOString();
    await runTransition(db, {
      change: async (tx) => (await rows<{ inquiry_no: string }>(tx, sql`
        update ${priceInquiries} set ${bare(priceInquiries.status)} = 'released', ${bare(priceInquiries.releasedAt)} = ${at}::timestamptz, ${bare(priceInquiries.modifiedBy)} = ${scope.userId}, ${bare(priceInquiries.modifiedAt)} = now()
        where ${priceInquiries.id} = ${params.id} and ${priceInquiries.companyId} = ${scope.companyId} and ${priceInquiries.status} = 'draft' and ${priceInquiries.quoteDeadline} > ${at}::timestamptz
        returning ${priceInquiries.inquiryNo}`))[0],
      whyNot: async (tx) => {
        const [row] = await rows<{ status: "draft" }>(tx, sql`select ${effectiveStatus(i, now)} as status from ${priceInquiries} ${i}
          where ${i.id} = ${params.id} and ${i.companyId} = ${scope.companyId}`);
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
