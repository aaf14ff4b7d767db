import { sql } from "drizzle-orm";
import { dictionaryAdminOps } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { dictionaryTypes as t } from "@/services/db/schema";
import { fieldError } from "@/services/core/errors";
import { setLabels } from "./admin-shared";
import { dictionaryTypeAuditEntity } from "./events";

export const createDictionaryType = defineRoute(dictionaryAdminOps.createType, {
  rights: [rights.dictionary.add],
  audience: "internal",
  async handler({ db, principal: p, body }) {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(t).values({ code: body.code, ...setLabels(body),
        sortOrder: sql`(select coalesce(max(${t.sortOrder}), 0) + 1 from ${t})`, createdBy: p.userId, modifiedBy: p.userId })
        .onConflictDoNothing({ target: t.code }).returning({ id: t.id });
      if (!row) throw fieldError("code", "validation.dictionary.codeTaken");
      await writeAudit(tx, { actor: p, entity: dictionaryTypeAuditEntity, entityId: row.id, action: "create", detail: { ...body } });
      return { id: row.id };
    });
  },
});
