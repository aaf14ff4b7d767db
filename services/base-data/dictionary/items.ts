import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { dictionaryOps } from "@/lib/contracts/base-data/dictionary";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { dictionaryItems, dictionaryTypes } from "@/services/db/schema";
import { rows } from "@/services/db/rows";

const t = alias(dictionaryTypes, "t");
const i = alias(dictionaryItems, "i");
const labelOf = { zh: i.labelZh, en: i.labelEn, vi: i.labelVi, es: i.labelEs, ja: i.labelJa };

/** Every signed-in user's selects read these, so no rights; a disabled list answers no codes, an unknown one 404. */
export const getDictionaryItems = defineRoute(dictionaryOps.items, {
  handler: async ({ db, locale, params }) => {
    const found = await rows<{ code: string | null; label: string }>(db, sql`
      select ${i.code} as code, coalesce(nullif(${labelOf[locale]}, ''), ${i.labelEn}) as label
      from ${dictionaryTypes} ${t} left join ${dictionaryItems} ${i} on ${i.typeId} = ${t.id} and ${i.enabled} and ${t.enabled}
      where ${t.code} = ${params.type} order by ${i.sortOrder}, ${i.code}`);
    if (!found.length) throw notFound();
    return found.flatMap((r) => (r.code === null ? [] : [{ code: r.code, label: r.label }]));
  },
});
