import { sql } from "drizzle-orm";
import { dictionaryOps } from "@/lib/contracts/base-data/dictionary";
import { dictionaryLabel, dictItem as i, dictType as t } from "@/services/core/dictionary-labels";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { dictionaryItems, dictionaryTypes } from "@/services/db/schema";
import { rows } from "@/services/db/rows";

/** Every signed-in user's selects read these, so no rights; a disabled list answers no codes, an unknown one 404. */
export const getDictionaryItems = defineRoute(dictionaryOps.items, {
  handler: async ({ db, locale, params }) => {
    const found = await rows<{ code: string | null; label: string }>(db, sql`
      select ${i.code} as code, ${dictionaryLabel(locale)} as label
      from ${dictionaryTypes} ${t} left join ${dictionaryItems} ${i} on ${i.typeId} = ${t.id} and ${i.enabled} and ${t.enabled}
      where ${t.code} = ${params.type} order by ${i.sortOrder}, ${i.code}`);
    if (!found.length) throw notFound();
    return found.flatMap((r) => (r.code === null ? [] : [{ code: r.code, label: r.label }]));
  },
});
