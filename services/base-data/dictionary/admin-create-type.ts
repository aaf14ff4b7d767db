import { sql } from "drizzle-orm";
import { dictionaryAdminOps } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { fieldError } from "@/services/core/errors";
import { labelValues } from "./admin-shared";

export const createDictionaryType = defineRoute(dictionaryAdminOps.createType, {
  rights: [rights.dictionary.add],
  audience: "internal",
  async handler({ db, principal: p, body }) {
    return db.transaction(async (tx) => {
      const [zh, en, vi, es, ja] = labelValues(body);
      const [row] = await rows<{ id: number }>(tx, sql`
        insert into dictionary_types (code, label_zh, label_en, label_vi, label_es, label_ja, sort_order, created_by, modified_by)
        values (${body.code}, ${zh}, ${en}, ${vi}, ${es}, ${ja}, (select coalesce(max(sort_order), 0) + 1 from dictionary_types), ${p.userId}, ${p.userId})
        on conflict (code) do nothing returning id`);
      if (!row) throw fieldError("code", "validation.dictionary.codeTaken");
      await writeAudit(tx, { actor: p, entity: "dictionary-type", entityId: row.id, action: "create", detail: { ...body } });
      return { id: row.id };
    });
  },
});
