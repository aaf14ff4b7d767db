import { sql } from "drizzle-orm";
import { rows } from "@/services/db/rows";
import { dictionaryAdminOps, type AdminDictionaryType } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { dictionaryItems as i, dictionaryTypes as t } from "@/services/db/schema";
import { labelColumns } from "./admin-shared";

export const listDictionaryTypes = defineRoute(dictionaryAdminOps.types, {
  rights: [rights.dictionary.view],
  audience: "internal",
  async handler({ db }) {
    const label = labelColumns(t);
    return rows<AdminDictionaryType>(db, sql`select ${t.id} as id, ${t.code} as code, ${label.labelZh} as "labelZh", ${label.labelEn} as "labelEn",
      ${label.labelVi} as "labelVi", ${label.labelEs} as "labelEs", ${label.labelJa} as "labelJa", ${t.enabled} as enabled,
      (select count(*)::int from ${i} where ${i.typeId} = ${t.id}) as "itemCount"
      from ${t} order by ${t.sortOrder}, ${t.code}`);
  },
});
