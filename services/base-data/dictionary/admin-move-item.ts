import { sql } from "drizzle-orm";
import { dictionaryAdminOps } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { lockItem, lockType } from "./admin-shared";

/** Swaps a code with its neighbour; the list is locked first, so parallel moves never tie two codes' order. */
export const moveDictionaryItem = defineRoute(dictionaryAdminOps.moveItem, {
  rights: [rights.dictionary.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      const [owner] = await rows<{ type_id: number }>(tx, sql`select type_id from dictionary_items where id = ${params.id}`);
      if (!owner) throw notFound();
      await lockType(tx, owner.type_id);
      // Ranks 1..n first, so equal orders (seeded or imported) still move one step.
      await tx.execute(sql`update dictionary_items d set sort_order = r.rn from (
        select id, row_number() over (order by sort_order, id)::int as rn from dictionary_items where type_id = ${owner.type_id}) r
        where d.id = r.id and d.sort_order <> r.rn`);
      const item = await lockItem(tx, params.id);
      const target = item.sort_order + (body.direction === "up" ? -1 : 1);
      const [next] = await rows<{ id: number }>(tx, sql`select id from dictionary_items where type_id = ${item.type_id} and sort_order = ${target} for update`);
      if (!next) throw new AppError("CONFLICT", `dictionary.admin.cannotMove.${body.direction}`);
      await tx.execute(sql`update dictionary_items set sort_order = ${target}, modified_at = now(), modified_by = ${p.userId} where id = ${item.id}`);
      await tx.execute(sql`update dictionary_items set sort_order = ${item.sort_order} where id = ${next.id}`);
      await writeAudit(tx, { actor: p, entity: "dictionary-item", entityId: item.id, action: "move", detail: { direction: body.direction } });
    });
    return null;
  },
});
