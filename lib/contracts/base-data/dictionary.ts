import { z } from "zod";
import { filterText } from "../common";
import { col, defineList } from "../kit/list";
import { serviceOps } from "../kit/operation";

/** A code list of the data dictionary, e.g. "currency" or "receipt-type". */
export const dictionaryTypeParam = z.object({ type: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, "validation.invalid") });
export const dictionaryItem = z.object({ code: z.string(), label: z.string() });
export type DictionaryItem = z.infer<typeof dictionaryItem>;

export const dictionaryOps = {
  items: serviceOps("base-data").get("/dictionary/:type/items", {
    summary: "The enabled codes of a code list in sort order, labelled in the caller's language (English where no label is given)",
    params: dictionaryTypeParam,
    response: z.array(dictionaryItem),
  }),
};

const label = col.text({ nullable: true, width: 20 });
/** The code lists for the people who maintain them: every label, so a missing translation shows. */
export const dictionaryList = defineList({
  service: "base-data",
  path: "/dictionary",
  namespace: "dictionary",
  summary: "The code lists of the data dictionary",
  defaultSort: "sortOrder",
  columns: {
    code: col.text(),
    labelEn: col.text({ width: 20 }),
    labelZh: label,
    labelVi: label,
    labelEs: label,
    labelJa: label,
    itemCount: col.int(),
    sortOrder: col.int(),
    enabled: col.flag(),
  },
  filters: { code: filterText(40).describe("code prefix") },
});
