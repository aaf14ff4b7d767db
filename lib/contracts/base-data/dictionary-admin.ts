import { z } from "zod/mini";
import { serviceOps } from "../kit/operation";
import { auditResult, cleanString, idParam, requiredText, text } from "../common";

export { labelIn, type DictionaryLabelled } from "./dictionary-admin-values";

/** Administration (menu 93): code lists and their codes, a label per language (English required), order and enabled. */
const labelText = (required: boolean) =>
  (required ? requiredText(100, "validation.dictionary.labelEn") : text(100)).check(z.describe("a label in one language"));
export const dictionaryLabels = z.object({
  labelZh: z._default(labelText(false), ""), labelEn: labelText(true), labelVi: z._default(labelText(false), ""),
  labelEs: z._default(labelText(false), ""), labelJa: z._default(labelText(false), ""),
});
export const dictionaryTypeInput = z.extend(dictionaryLabels, {
  code: cleanString("validation.dictionary.typeCode").check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, "validation.dictionary.typeCode")),
});
export type DictionaryTypeInput = z.input<typeof dictionaryTypeInput>;
export const dictionaryItemInput = z.extend(dictionaryLabels, {
  code: cleanString("validation.dictionary.itemCode").check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/, "validation.dictionary.itemCode")),
});
export type DictionaryItemInput = z.input<typeof dictionaryItemInput>;

const labelsOut = { labelZh: z.string(), labelEn: z.string(), labelVi: z.string(), labelEs: z.string(), labelJa: z.string() };
export const adminDictionaryType = z.object({ id: z.number().check(z.int()), code: z.string(), ...labelsOut, enabled: z.boolean(), itemCount: z.number().check(z.int()) });
export type AdminDictionaryType = z.infer<typeof adminDictionaryType>;
export const adminDictionaryItem = z.object({ id: z.number().check(z.int()), code: z.string(), ...labelsOut, enabled: z.boolean(), sortOrder: z.number().check(z.int()) });
export type AdminDictionaryItem = z.infer<typeof adminDictionaryItem>;

const admin = serviceOps("base-data");
const created = z.object({ id: z.number().check(z.int()) });
export const dictionaryAdminOps = {
  types: admin.get("/dictionary/admin/types", { summary: "Every code list with its labels, enabled flag and number of codes", response: z.array(adminDictionaryType) }),
  createType: admin.post("/dictionary/admin/types", { summary: "Create a code list", body: dictionaryTypeInput, response: created }),
  updateType: admin.put("/dictionary/admin/types/:id", { summary: "Edit a code list's labels", params: idParam, body: dictionaryLabels }),
  enableType: admin.post("/dictionary/admin/types/:id/enabled", { summary: "Enable or disable a code list (its selects then offer no codes)", params: idParam, body: z.object({ enabled: z.boolean() }) }),
  items: admin.get("/dictionary/admin/types/:id/items", { summary: "Every code of a list, disabled ones too, in sort order", params: idParam, response: z.array(adminDictionaryItem) }),
  createItem: admin.post("/dictionary/admin/types/:id/items", { summary: "Add a code at the end of a list", params: idParam, body: dictionaryItemInput, response: created }),
  updateItem: admin.put("/dictionary/admin/items/:id", { summary: "Edit a code's labels", params: idParam, body: dictionaryLabels }),
  enableItem: admin.post("/dictionary/admin/items/:id/enabled", { summary: "Enable or disable a code", params: idParam, body: z.object({ enabled: z.boolean() }) }),
  moveItem: admin.post("/dictionary/admin/items/:id/move", { summary: "Move a code up or down in its list", params: idParam, body: z.object({ direction: z.enum(["up", "down"]) }) }),
  itemAudit: admin.get("/dictionary/admin/items/:id/audit", { summary: "The history of a code", params: idParam, response: auditResult }),
};
