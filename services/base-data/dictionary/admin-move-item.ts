import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { dictionaryAdminOps } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { bare } from "@/services/core/sql";
import { dictionaryItems as i } from "@/services/db/schema";
import { lockItem, lockType } from "./admin-shared";
import { dictionaryItemAuditEntity } from "./events";

const d = alias(i, "d");

/** Swaps a code with its neighbour; the list is locked first, so parallel moves never tie two codes' order. */
export const moveDictionaryItem = defineRoute(dictionaryAdminOps.moveItem, {
  rights: [rights.dictionary.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      const [owner] = await tx.select({ typeId: i.typeId }).from(i).where(eq(i.id, params.id));
      if (!owner) throw notFound();
      await lockType(tx, owner.typeId);
      // Ranks 1..n first, so equal orders (seeded or imported) still move one step.
      await tx.execute(sql`update ${i} ${d} set ${bare(d.sortOrder)} = r.rn from (
        select ${i.id} as id, row_number() over (order by ${i.sortOrder}, ${i.id})::int as rn from ${i} where ${i.typeId} = ${owner.typeId}) r
        where ${d.id} = r.id and ${d.sortOrder} <> r.rn`);
      const item = await lockItem(tx, params.id);
      const target = item.sortOrder + (body.direction === "up" ? -1 : 1);
      const [next] = await tx.select({ id: i.id }).from(i).where(and(eq(i.typeId, item.typeId), eq(i.sortOrder, target))).for("update");
      if (!next) throw new AppError("CONFLICT", `dictionary.admin.cannotMove.${body.direction}`);
      await tx.update(i).set({ sortOrder: target, modifiedAt: sql`now()`, modifiedBy: p.userId }).where(eq(i.id, item.id));
      await tx.update(i).set({ sortOrder: item.sortOrder }).where(eq(i.id, next.id));
      await writeAudit(tx, { actor: p, entity: dictionaryItemAuditEntity, entityId: item.id, action: "move", detail: { direction: body.direction } });
    });
    return null;
  },
});
