import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { InquiryStatus } from "@/lib/contracts/erp-purchase/price-inquiry";
import { quotationOps } from "@/lib/contracts/erp-purchase/quotation";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { bare, excluded, idList } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { effectiveStatus, statusConflict } from "../price-inquiry/transition";
import { invitedTo, loadSupplierInquiry, supplierOf } from "./load";
import { priceInquiries, priceInquiryLines, priceQuoteRevisions, priceQuotes } from "@/services/db/schema";
import { priceInquiryAuditEntity } from "@/services/erp-purchase/price-inquiry/events";

const i = alias(priceInquiries, "i");

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
        select ${effectiveStatus(i, now)} as status, ${i.inquiryNo} from ${priceInquiries} ${i}
        where ${i.id} = ${params.id} and ${invitedTo(scope, supplierId)} for share of i`);
      if (!h) throw notFound();
      if (h.status === "closed") throw new AppError("CONFLICT", "errors.quoteDeadlinePassed");
      if (h.status !== "released") throw statusConflict(h.status);
      const ids = body.lines.map((l) => l.lineId);
      if (new Set(ids).size !== ids.length) throw new AppError("VALIDATION", "validation.duplicateLine");
      const own = await rows<{ id: number }>(tx, sql`select ${priceInquiryLines.id} from ${priceInquiryLines} where ${priceInquiryLines.inquiryId} = ${params.id} and ${priceInquiryLines.id} in ${idList(ids)}`);
      if (own.length !== ids.length) throw new AppError("VALIDATION", "validation.priceInquiry.quoteLine", {}, { lines: ["validation.priceInquiry.quoteLine"] });
      for (const l of body.lines) {
        const [q] = await rows<{ id: number; revision: number }>(tx, sql`
          insert into ${priceQuotes} (${bare(priceQuotes.inquiryId)}, ${bare(priceQuotes.lineId)}, ${bare(priceQuotes.companyId)}, ${bare(priceQuotes.supplierId)}, ${bare(priceQuotes.unitPrice)}, ${bare(priceQuotes.taxPrice)}, ${bare(priceQuotes.currency)}, ${bare(priceQuotes.leadDays)}, ${bare(priceQuotes.validUntil)}, ${bare(priceQuotes.remark)}, ${bare(priceQuotes.revision)}, ${bare(priceQuotes.submittedAt)}, ${bare(priceQuotes.createdBy)}, ${bare(priceQuotes.modifiedBy)})
          values (${params.id}, ${l.lineId}, ${scope.companyId}, ${supplierId}, ${l.unitPrice}, ${l.taxPrice}, ${l.currency}, ${l.leadDays},
            ${l.validUntil}, ${l.remark}, 1, ${at}::timestamptz, ${scope.userId}, ${scope.userId})
          on conflict (${bare(priceQuotes.lineId)}, ${bare(priceQuotes.supplierId)}) do update set ${bare(priceQuotes.unitPrice)} = ${excluded(priceQuotes.unitPrice)}, ${bare(priceQuotes.taxPrice)} = ${excluded(priceQuotes.taxPrice)},
            ${bare(priceQuotes.currency)} = ${excluded(priceQuotes.currency)}, ${bare(priceQuotes.leadDays)} = ${excluded(priceQuotes.leadDays)}, ${bare(priceQuotes.validUntil)} = ${excluded(priceQuotes.validUntil)}, ${bare(priceQuotes.remark)} = ${excluded(priceQuotes.remark)},
            ${bare(priceQuotes.revision)} = ${priceQuotes.revision} + 1, ${bare(priceQuotes.submittedAt)} = ${excluded(priceQuotes.submittedAt)}, ${bare(priceQuotes.modifiedBy)} = ${excluded(priceQuotes.modifiedBy)}, ${bare(priceQuotes.modifiedAt)} = now()
          returning ${priceQuotes.id}, ${priceQuotes.revision}`);
        await tx.execute(sql`insert into ${priceQuoteRevisions} (${bare(priceQuoteRevisions.quoteId)}, ${bare(priceQuoteRevisions.revision)}, ${bare(priceQuoteRevisions.unitPrice)}, ${bare(priceQuoteRevisions.taxPrice)}, ${bare(priceQuoteRevisions.currency)}, ${bare(priceQuoteRevisions.leadDays)}, ${bare(priceQuoteRevisions.validUntil)}, ${bare(priceQuoteRevisions.remark)}, ${bare(priceQuoteRevisions.submittedAt)}, ${bare(priceQuoteRevisions.submittedBy)})
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
