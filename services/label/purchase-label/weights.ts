import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { labelItemWeights } from "@/services/db/schema";
import type { Scope } from "@/services/core/list";

interface ItemWeights { netWeight: string; singleWeight: string }

/** Keeps the weights typed for a supplier's item, in the caller's transaction (the batch's). */
export async function rememberWeights(tx: Db, scope: Scope, owner: { companyId: number; supplierId: number; itemno: string }, w: ItemWeights): Promise<void> {
  await tx.insert(labelItemWeights)
    .values({ ...owner, netWeight: w.netWeight, singleWeight: w.singleWeight, createdBy: scope.userId, modifiedBy: scope.userId })
    .onConflictDoUpdate({
      target: [labelItemWeights.companyId, labelItemWeights.supplierId, labelItemWeights.itemno],
      set: { netWeight: w.netWeight, singleWeight: w.singleWeight, modifiedBy: scope.userId, modifiedAt: sql`now()` },
    });
}

/** The weights last kept for these items of one supplier (the notice's owner, never the caller's choice). */
export async function rememberedWeights(db: Db, owner: { companyId: number; supplierId: number }, itemnos: string[]): Promise<Map<string, ItemWeights>> {
  if (!itemnos.length) return new Map();
  const found = await db.select({
    itemno: labelItemWeights.itemno,
    netWeight: sql<string>`${labelItemWeights.netWeight}::text`,
    singleWeight: sql<string>`${labelItemWeights.singleWeight}::text`,
  }).from(labelItemWeights)
    .where(and(eq(labelItemWeights.companyId, owner.companyId), eq(labelItemWeights.supplierId, owner.supplierId), inArray(labelItemWeights.itemno, itemnos)));
  return new Map(found.map((r) => [r.itemno, { netWeight: r.netWeight, singleWeight: r.singleWeight }]));
}
