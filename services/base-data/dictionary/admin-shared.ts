import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { dictionaryLabels } from "@/lib/contracts/base-data/dictionary-admin";
import type { Db } from "@/services/db/client";
import { notFound } from "@/services/core/errors";
import { dictionaryItems, dictionaryTypes } from "@/services/db/schema";

export type Labels = z.output<typeof dictionaryLabels>;

/** Empty labels are stored as null: the reading side falls back to English. */
export const labelValues = (l: Labels) => [l.labelZh || null, l.labelEn, l.labelVi || null, l.labelEs || null, l.labelJa || null] as const;

type Labelled = Record<"labelZh" | "labelEn" | "labelVi" | "labelEs" | "labelJa", AnyPgColumn>;
const blank = (column: AnyPgColumn) => sql<string>`coalesce(${column}, '')`;

/** The label columns of a type or item, as the admin answers name them (missing ones as ''). */
export const labelColumns = (t: Labelled) => ({
  labelZh: blank(t.labelZh), labelEn: blank(t.labelEn), labelVi: blank(t.labelVi), labelEs: blank(t.labelEs), labelJa: blank(t.labelJa),
});

/** The label values of an update's SET. */
export const setLabels = (l: Labels) => {
  const [labelZh, labelEn, labelVi, labelEs, labelJa] = labelValues(l);
  return { labelZh, labelEn, labelVi, labelEs, labelJa };
};

export async function lockItem(tx: Db, id: number): Promise<{ id: number; typeId: number; code: string; enabled: boolean; sortOrder: number }> {
  const [row] = await tx.select({ id: dictionaryItems.id, typeId: dictionaryItems.typeId, code: dictionaryItems.code, enabled: dictionaryItems.enabled,
    sortOrder: dictionaryItems.sortOrder }).from(dictionaryItems).where(eq(dictionaryItems.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

export async function lockType(tx: Db, id: number): Promise<{ id: number; code: string; enabled: boolean }> {
  const [row] = await tx.select({ id: dictionaryTypes.id, code: dictionaryTypes.code, enabled: dictionaryTypes.enabled })
    .from(dictionaryTypes).where(eq(dictionaryTypes.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}
