import { sql } from "drizzle-orm";
import type { InquiryStatus } from "@/lib/contracts/erp-purchase/price-inquiry";
import { quotationOps } from "@/lib/contracts/erp-purchase/quotation";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { idList } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { effectiveStatus, priceInquiryAuditEntity, statusConflict } from "../price-inquiry/state";
import { invitedTo, loadSupplierInquiry, supplierOf } from "./load";

/**
 * Quote or revise lines while the inquiry is released and its deadline (by the request's clock) is ahead.
 * The inquiry row is share-locked, so an award cannot interleave; each line's quote is one upsert whose
 * revision counts up, and every submission is kept as a revision row.
 */
export const submitQuote = defineRoute(quotationOps.quote, {
  rights: [rights.quotation.quote],
  audience: "supplier",
  handler: async ({ db, scope, params, body, now }) => {
    const supplierId = supplierOf(scope);
    const at = now.toISOString();
    await db.transaction(async (tx) => {
      const [h] = await rows<{ status: InquiryStatus; inquiry_no: string }>(tx, sql`
        select ${effectiveStatus(sql`i`, now)} as status, i.inquiry_no from price_inquiries i
        where i.id = ${params.id} and ${invitedTo(scope, supplierId)} for share of i`);
      if (!h) throw notFound();
      if (h.status === "closed") throw new AppError("CONFLICT", "errors.quoteDeadlinePassed");
      if (h.status !== "released") throw statusConflict(h.status);
      const ids = body.lines.map((l) => l.lineId);
      if (new Set(ids).size !== ids.length) throw new AppError("VALIDATION", "validation.duplicateLine");
      const own = await rows<{ id: number }>(tx, sql`select id from price_inquiry_lines where inquiry_id = ${params.id} and id in ${idList(ids)}`);
      if (own.length !== ids.length) throw new AppError("VALIDATION", "validation.priceInquiry.quoteLine", {}, { lines: ["validation.priceInquiry.quoteLine"] });
      for (const l of body.lines) {
        const [q] = await rows<{ id: number; revision: number }>(tx, sql`
          insert into price_quotes (inquiry_id, line_id, company_id, supplier_id, unit_price, tax_price, currency, lead_days, valid_until, remark,
            revision, submitted_at, created_by, modified_by)
          values (${params.id}, ${l.lineId}, ${scope.companyId}, ${supplierId}, ${l.unitPrice}, ${l.taxPrice}, ${l.currency}, ${l.leadDays},
            ${l.validUntil}, ${l.remark}, 1, ${at}::timestamptz, ${scope.userId}, ${scope.userId})
          on conflict (line_id, supplier_id) do update set unit_price = excluded.unit_price, tax_price = excluded.tax_price,
            currency = excluded.currency, lead_days = excluded.lead_days, valid_until = excluded.valid_until, remark = excluded.remark,
            revision = price_quotes.revision + 1, submitted_at = excluded.submitted_at, modified_by = excluded.modified_by, modified_at = now()
          returning id, revision`);
        await tx.execute(sql`insert into price_quote_revisions (quote_id, revision, unit_price, tax_price, currency, lead_days, valid_until, remark, submitted_at, submitted_by)
          values (${q!.id}, ${q!.revision}, ${l.unitPrice}, ${l.taxPrice}, ${l.currency}, ${l.leadDays}, ${l.validUntil}, ${l.remark}, ${at}::timestamptz, ${scope.userId})`);
      }
      await writeAudit(tx, {
        actor: scope, companyId: scope.companyId, entity: priceInquiryAuditEntity, entityId: params.id, action: "quote",
        detail: { inquiryNo: h.inquiry_no, supplierId, lines: body.lines.map((l) => ({ lineId: l.lineId, unitPrice: l.unitPrice })) },
      });
    });
    return loadSupplierInquiry(db, scope, params.id, now);
  },
});
