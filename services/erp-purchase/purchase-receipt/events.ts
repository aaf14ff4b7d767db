import { eq, sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import type { AuditEntry } from "@/services/core/audit";
import type { EventType } from "@/services/core/events/define";
import { toSupplier } from "@/services/core/events/recipients";
import { goodsReceipts } from "@/services/db/schema";

export const goodsReceiptAuditEntity = "goods_receipt" as const;

const toReceiptSupplier = toSupplier({ table: goodsReceipts, no: goodsReceipts.recno }, [rights.purchaseReceipt.view]);

/** Whether the receipt just written rejects quantity, or (rejecting none) differs from its ASN. */
async function outcome(tx: Db, e: AuditEntry): Promise<"rejected" | "differs" | "clean"> {
  const [r] = await tx.select({ rejected: sql<boolean>`${goodsReceipts.totalRejectqty} > 0`, differs: goodsReceipts.hasDifference })
    .from(goodsReceipts).where(eq(goodsReceipts.id, Number(e.entityId)));
  return r?.rejected ? "rejected" : r?.differs ? "differs" : "clean";
}

export const purchaseReceiptEvents: EventType[] = [
  { type: "receipt_rejected", entity: goodsReceiptAuditEntity, actions: ["create"], when: async (e, tx) => (await outcome(tx, e)) === "rejected", deliver: toReceiptSupplier },
  { type: "receipt_differs", entity: goodsReceiptAuditEntity, actions: ["create"], when: async (e, tx) => (await outcome(tx, e)) === "differs", deliver: toReceiptSupplier },
];
