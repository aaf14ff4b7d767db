import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { dictionaryList } from "@/lib/contracts/base-data/dictionary";
import { rights } from "@/lib/rights/codes";
import { and, startsWith } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { dictionaryItems, dictionaryTypes } from "@/services/db/schema";

const t = alias(dictionaryTypes, "t");
const i = alias(dictionaryItems, "i");

/** The dictionary belongs to the group, not to a tenant: no scope in the WHERE, the rights alone decide. */
export const dictionaryListRoutes = listRoutes(dictionaryList, {
  from: sql`${dictionaryTypes} ${t}`,
  id: sql`${t.id}`,
  rights: { view: rights.dictionary.view, export: rights.dictionary.export },
  where: (_scope, f) => and([f.code && startsWith(sql`${t.code}`, f.code)]),
  select: {
    code: sql`${t.code}`,
    labelEn: sql`${t.labelEn}`,
    labelZh: sql`${t.labelZh}`,
    labelVi: sql`${t.labelVi}`,
    labelEs: sql`${t.labelEs}`,
    labelJa: sql`${t.labelJa}`,
    itemCount: sql`(select count(*) from ${dictionaryItems} ${i} where ${i.typeId} = ${t.id})`,
    sortOrder: sql`${t.sortOrder}`,
    enabled: sql`${t.enabled}`,
  },
});
