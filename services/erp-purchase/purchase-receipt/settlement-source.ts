import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { SettlementLine, SettlementPeriod, SettlementSource, SettlementSourceType } from "@/services/erp-purchase/reconciliation-statement/settlement";
import { goodsReceiptLines, goodsReceipts, purchaseOrderLines } from "@/services/db/schema";

const gl = alias(goodsReceiptLines, "gl");
const r = alias(goodsReceipts, "r");
const pl = alias(purchaseOrderLines, "pl");

/**
 * Goods receipts settle at the PO line's tax-inclusive price: a receipt line owes the supplier its received
 * quantity (`recqty`, the in-store quantity shown beside it), and the goods returned from it (`returnqty`)
 * are owed back. Amounts are rounded half away from zero to the cent per line (PostgreSQL's numeric round).
 */
function receiptLines(type: SettlementSourceType, qtyColumn: "recqty" | "returnqty", sign: 1 | -1) {
  return async (db: Db, period: SettlementPeriod, taken: ReadonlySet<string>): Promise<SettlementLine[]> => {
    const takenIds = [...taken].map(Number).filter(Number.isSafeInteger);
    const found = await rows<Omit<SettlementLine, "sourceType">>(db, sql`
      select ${gl.id}::text as "sourceId", ${r.recno} as "sourceNumber",
        '/purchase/receipt?recno=' || ${r.recno} as "sourcePath", ${r.recdate}::text as "sourceDate",
        ${pl.itemno} as "materialCode", ${pl.itemdesc} as "description",
        gl.${sql.raw(qtyColumn)}::text as quantity, ${pl.hsdj}::text as "unitPrice",
        (${sign} * round(gl.${sql.raw(qtyColumn)} * ${pl.hsdj}, 2))::numeric(18,2)::text as amount
      from ${goodsReceiptLines} ${gl}
      join ${goodsReceipts} ${r} on ${r.id} = ${gl.receiptId}
      join ${purchaseOrderLines} ${pl} on ${pl.id} = ${gl.poLineId}
      where ${r.companyId} = ${period.companyId} and ${r.supplierId} = ${period.supplierId}
        and ${r.recdate} between ${period.from}::date and ${period.to}::date
        and gl.${sql.raw(qtyColumn)} > 0
        ${takenIds.length ? sql`and ${gl.id} <> all(${`{${takenIds.join(",")}}`}::int[])` : sql``}
      order by ${r.recdate}, ${r.recno}, ${gl.seqno}`);
    return found.map((l) => ({ ...l, sourceType: type }));
  };
}

export const receiptSettlementSource: SettlementSource = { type: "receipt", lines: receiptLines("receipt", "recqty", 1) };
export const returnSettlementSource: SettlementSource = { type: "return", lines: receiptLines("return", "returnqty", -1) };
