import { boolean, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { tracked } from "./columns";

/** A label per portal language; only English is required, the others fall back to it. */
const labels = () => ({
  labelZh: text("label_zh"), labelEn: text("label_en").notNull(), labelVi: text("label_vi"), labelEs: text("label_es"), labelJa: text("label_ja"),
});
const listed = () => ({ sortOrder: integer("sort_order").notNull().default(0), enabled: boolean("enabled").notNull().default(true) });

/** The data dictionary: the business code lists the selects offer (order types, currencies, units…). */
export const dictionaryTypes = pgTable("dictionary_types", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  code: text("code").notNull().unique(),
  ...labels(), ...listed(), ...tracked,
});

export const dictionaryItems = pgTable("dictionary_items", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  typeId: integer("type_id").notNull().references(() => dictionaryTypes.id, { onDelete: "cascade" }),
  code: text("code").notNull(),
  ...labels(), ...listed(), ...tracked,
}, (t) => [uniqueIndex("dictionary_items_type_code_uq").on(t.typeId, t.code)]);
