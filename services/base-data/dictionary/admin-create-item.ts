import { sql } from "drizzle-orm";
import { dictionaryAdminOps } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { fieldError } from "@/services/core/errors";
import { labelValues, lockType } from "./admin-shared";

/** A new code goes to the end of its list; the list's row lock orders parallel additions. */
export const createDictionaryItem = defineRoute(dictionaryAdminOps.createItem, {
  rights: [rights.dictionary.add],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    return db.transaction(async (tx) => {
      const type = await lockType(tx, params.id);
      const [zh, en, vi, es, ja] = labelValues(body);
      const [row] = await rows<{ id: number }>(tx, sql`
        insert into dictionary_items (type_id, code, label_zh, label_en, label_vi, label_es, label_ja, sort_order, created_by, modified_by)
        values (${type.id}, ${body.code}, ${zh}, ${en}, ${vi}, ${es}, ${ja},
          (select coalesce(max(sort_order), 0) + 1 from dictionary_items where type_id = ${type.id}), ${p.userId}, ${p.userId})
        on conflict (type_id, code) do nothing returning id`);
      if (!row) throw fieldError("code", "validation.dictionary.codeTaken");
      await writeAudit(tx, { actor: p, entity: "dictionary-item", entityId: row.id, action: "create", detail: { type: type.code, ...body } });
      return { id: row.id };
    });
  },
});
