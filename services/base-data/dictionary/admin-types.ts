import { asc, sql } from "drizzle-orm";
import { dictionaryAdminOps, type AdminDictionaryType } from "@/lib/contracts/base-data/dictionary-admin";
import { rights } from "@/lib/rights/codes";
import { defineRoute } from "@/services/core/route";
import { dictionaryItems as i, dictionaryTypes as t } from "@/services/db/schema";
import { labelColumns } from "./admin-shared";

export const listDictionaryTypes = defineRoute(dictionaryAdminOps.types, {
  rights: [rights.dictionary.view],
  audience: "internal",
  async handler({ db }) {
    const found: AdminDictionaryType[] = await db.select({ id: t.id, code: t.code, ...labelColumns(t), enabled: t.enabled,
      itemCount: sql<number>`(select count(*)::int from ${i} where ${i.typeId} = ${t.id})` }).from(t).orderBy(asc(t.sortOrder), asc(t.code));
    return found;
  },
});
