import { sql } from "drizzle-orm";
import { priceInquiryOps } from "@/lib/contracts/erp-purchase/price-inquiry";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { lockInquiry, priceInquiryAuditEntity, statusConflict } from "./state";

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
        select l.id as line_id, q.id as quote_id, q.valid_until < ${scope.today}::date as expired
        from (values ${pairs}) as c(line_id, quote_id)
        join price_inquiry_lines l on l.id = c.line_id and l.inquiry_id = ${params.id}
        join price_quotes q on q.id = c.quote_id and q.line_id = l.id`);
      if (chosen.length !== body.lines.length) throw new AppError("VALIDATION", "validation.priceInquiry.award", {}, { lines: ["validation.priceInquiry.award"] });
      if (chosen.some((c) => c.expired)) throw new AppError("CONFLICT", "errors.quoteExpired");
      await tx.execute(sql`update price_inquiry_lines l set awarded_quote_id = c.quote_id
        from (values ${pairs}) as c(line_id, quote_id) where l.id = c.line_id`);
      await tx.execute(sql`
        insert into price_records (company_id, supplier_id, itemno, itemdesc, unit_price, tax_price, currency, valid_from, valid_to,
          inquiry_id, line_id, quote_id, created_by, modified_by)
        select ${scope.companyId}, q.supplier_id, l.itemno, l.itemdesc, q.unit_price, q.tax_price, q.currency, ${scope.today}::date, q.valid_until,
          l.inquiry_id, l.id, q.id, ${scope.userId}, ${scope.userId}
        from (values ${pairs}) as c(line_id, quote_id) join price_inquiry_lines l on l.id = c.line_id join price_quotes q on q.id = c.quote_id`);
      await tx.execute(sql`update price_inquiries set status = 'awarded', modified_by = ${scope.userId}, modified_at = now() where id = ${params.id}`);
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: priceInquiryAuditEntity, entityId: params.id, action: "award", from: "closed", to: "awarded",
        detail: { inquiryNo: current.inquiry_no, lines: body.lines },
      });
      return { id: params.id, status: "awarded" as const };
    }),
});
