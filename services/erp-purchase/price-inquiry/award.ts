import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { lockInquiry, statusConflict } from "./transition";
import { priceInquiries, priceInquiryLines, priceQuotes, priceRecords } from "@/services/db/schema";
import { bare } from "@/services/core/sql";
import { priceInquiryAuditEntity } from "./events";

const l = alias(priceInquiryLines, "l");
const q = alias(priceQuotes, "q");

/**
 * closed → awarded: each chosen line goes to one supplier's quote, and that price becomes a price record
 * (material, supplier, price, valid from the award day to the quote's validity). Under the row lock, so two
 * buyers awarding at once award once.
 */
export const awardPriceInquiry = defineRoute(priceInquiryOps.award, {
  rights: [rights.priceInquiry.award],
  audience: "internal",
  handler: async ({ db, scope, params, body, now }) =>
    db.transaction(async (tx) => {
      const current = await lockInquiry(tx, scope, params.id, now);
      if (current.status !== "closed") throw statusConflict(current.status);
      if (new Set(body.lines.map((l) => l.lineId)).size !== body.lines.length) throw new AppError("VALIDATION", "validation.duplicateLine");
      const pairs = sql.join(body.lines.map((l) => sql`(${l.lineId}::int, ${l.quoteId}::int)`), sql`, `);
      const chosen = await rows<{ line_id: number; quote_id: number; expired: boolean }>(tx, sql`
        select ${l.id} as line_id, ${q.id} as quote_id, ${q.validUntil} < ${scope.today}::date as expired
        from (values ${pairs}) as c(line_id, quote_id)
        join ${priceInquiryLines} ${l} on ${l.id} = c.line_id and ${l.inquiryId} = ${params.id}
        join ${priceQuotes} ${q} on ${q.id} = c.quote_id and ${q.lineId} = ${l.id}`);
      if (chosen.length !== body.lines.length) throw new AppError("VALIDATION", "validation.priceInquiry.award", {}, { lines: ["validation.priceInquiry.award"] });
      if (chosen.some((c) => c.expired)) throw new AppError("CONFLICT", "errors.quoteExpired");
      await tx.execute(sql`update ${priceInquiryLines} ${l} set ${bare(l.awardedQuoteId)} = c.quote_id
        from (values ${pairs}) as c(line_id, quote_id) where ${l.id} = c.line_id`);
      await tx.execute(sql`
        insert into ${priceRecords} (${bare(priceRecords.companyId)}, ${bare(priceRecords.supplierId)}, ${bare(priceRecords.itemno)}, ${bare(priceRecords.itemdesc)}, ${bare(priceRecords.unitPrice)}, ${bare(priceRecords.taxPrice)}, ${bare(priceRecords.currency)}, ${bare(priceRecords.validFrom)}, ${bare(priceRecords.validTo)}, ${bare(priceRecords.inquiryId)}, ${bare(priceRecords.lineId)}, ${bare(priceRecords.quoteId)}, ${bare(priceRecords.createdBy)}, ${bare(priceRecords.modifiedBy)})
        select ${scope.companyId}, ${q.supplierId}, ${l.itemno}, ${l.itemdesc}, ${q.unitPrice}, ${q.taxPrice}, ${q.currency}, ${scope.today}::date, ${q.validUntil},
          ${l.inquiryId}, ${l.id}, ${q.id}, ${scope.userId}, ${scope.userId}
        from (values ${pairs}) as c(line_id, quote_id) join ${priceInquiryLines} ${l} on ${l.id} = c.line_id join ${priceQuotes} ${q} on ${q.id} = c.quote_id`);
      await tx.execute(sql`update ${priceInquiries} set ${bare(priceInquiries.status)} = 'awarded', ${bare(priceInquiries.modifiedBy)} = ${scope.userId}, ${bare(priceInquiries.modifiedAt)} = now() where ${priceInquiries.id} = ${params.id}`);
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: priceInquiryAuditEntity, entityId: params.id, action: "award", from: "closed", to: "awarded",
        detail: { inquiryNo: current.inquiryNo, lines: body.lines },
      });
      return { id: params.id, status: "awarded" as const };
    }),
});
