import { sql } from "drizzle-orm";
import { dictionaryAdminOps } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { dictionaryItems as i } from "@/services/db/schema";
import { fieldError } from "@/services/core/errors";
import { lockType, setLabels } from "./admin-shared";
import { dictionaryItemAuditEntity } from "./events";

/** A new code goes to the end of its list; the list's row lock orders parallel additions. */
export const createDictionaryItem = defineRoute(dictionaryAdminOps.createItem, {
  rights: [rights.dictionary.add],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    return db.transaction(async (tx) => {
      const type = await lockType(tx, params.id);
      const [row] = await tx.insert(i).values({ typeId: type.id, code: body.code, ...setLabels(body),
        sortOrder: sql`(select coalesce(max(${i.sortOrder}), 0) + 1 from ${i} where ${i.typeId} = ${type.id})`, createdBy: p.userId, modifiedBy: p.userId })
        .onConflictDoNothing({ target: [i.typeId, i.code] }).returning({ id: i.id });
      if (!row) throw fieldError("code", "validation.dictionary.codeTaken");
      await writeAudit(tx, { actor: p, entity: dictionaryItemAuditEntity, entityId: row.id, action: "create", detail: { type: type.code, ...body } });
      return { id: row.id };
    });
  },
});
