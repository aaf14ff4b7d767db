import { sql } from "drizzle-orm";
import { dictionaryAdminOps, type AdminDictionaryType } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { labelColumns } from "./admin-shared";

export const listDictionaryTypes = defineRoute(dictionaryAdminOps.types, {
  rights: [rights.dictionary.view],
  audience: "internal",
  async handler({ db }) {
    return rows<AdminDictionaryType>(db, sql`select t.id, t.code, ${labelColumns("t")}, t.enabled,
      (select count(*)::int from dictionary_items i where i.type_id = t.id) as "itemCount"
      from dictionary_types t order by t.sort_order, t.code`);
  },
});
