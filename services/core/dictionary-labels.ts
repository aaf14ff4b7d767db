import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Locale } from "@/lib/i18n/locales";
import type { Db } from "@/services/db/client";
import { dictionaryItems, dictionaryTypes } from "@/services/db/schema";
import { rows } from "@/services/db/rows";

export const dictType = alias(dictionaryTypes, "t");
export const dictItem = alias(dictionaryItems, "i");
const labelOf = { zh: dictItem.labelZh, en: dictItem.labelEn, vi: dictItem.labelVi, es: dictItem.labelEs, ja: dictItem.labelJa };

/** An item's label in `locale`, English where that translation is empty. */
export const dictionaryLabel = (locale: Locale) => sql`coalesce(nullif(${labelOf[locale]}, ''), ${dictItem.labelEn})`;

/** Every code of a code list (disabled ones too: old documents keep them) with its label in `locale`. */
export async function dictionaryLabels(db: Db, type: string, locale: Locale): Promise<Map<string, string>> {
  const found = await rows<{ code: string; label: string }>(db, sql`
    select ${dictItem.code} as code, ${dictionaryLabel(locale)} as label
    from ${dictionaryTypes} ${dictType} join ${dictionaryItems} ${dictItem} on ${dictItem.typeId} = ${dictType.id}
    where ${dictType.code} = ${type}`);
  return new Map(found.map((r) => [r.code, r.label]));
}
