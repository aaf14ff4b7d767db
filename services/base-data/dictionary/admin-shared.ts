import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { dictionaryLabels } from "@/lib/contracts/base-data/dictionary-admin";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";

export type Labels = z.output<typeof dictionaryLabels>;

/** Empty labels are stored as null: the reading side falls back to English. */
export const labelValues = (l: Labels) => [l.labelZh || null, l.labelEn, l.labelVi || null, l.labelEs || null, l.labelJa || null] as const;

/** The label columns of a table alias (t or i), as the admin answers name them. */
export const labelColumns = (alias: "t" | "i") =>
  sql.raw(["Zh", "En", "Vi", "Es", "Ja"].map((l) => `coalesce(${alias}.label_${l.toLowerCase()}, '') as "label${l}"`).join(", "));

export const setLabels = (l: Labels) => {
  const [zh, en, vi, es, ja] = labelValues(l);
  return sql`label_zh = ${zh}, label_en = ${en}, label_vi = ${vi}, label_es = ${es}, label_ja = ${ja}`;
};

export async function lockItem(tx: Db, id: number): Promise<{ id: number; type_id: number; code: string; enabled: boolean; sort_order: number }> {
  const [row] = await rows<{ id: number; type_id: number; code: string; enabled: boolean; sort_order: number }>(tx,
    sql`select id, type_id, code, enabled, sort_order from dictionary_items where id = ${id} for update`);
  if (!row) throw notFound();
  return row;
}

export async function lockType(tx: Db, id: number): Promise<{ id: number; code: string; enabled: boolean }> {
  const [row] = await rows<{ id: number; code: string; enabled: boolean }>(tx, sql`select id, code, enabled from dictionary_types where id = ${id} for update`);
  if (!row) throw notFound();
  return row;
}
