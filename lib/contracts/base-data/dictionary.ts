import { z } from "zod/mini";
import { serviceOps } from "../kit/operation";
import { dictionaryItemsAt } from "./dictionary-address";

/** A code list of the data dictionary, e.g. "currency" or "receipt-type". */
export const dictionaryTypeParam = z.object({ type: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, "validation.invalid")) });
export const dictionaryItem = z.object({ code: z.string(), label: z.string() });
export type DictionaryItem = z.infer<typeof dictionaryItem>;

export const dictionaryOps = {
  items: serviceOps(dictionaryItemsAt.service).get(dictionaryItemsAt.path, {
    summary: "The enabled codes of a code list in sort order, labelled in the caller's language (English where no label is given)",
    params: dictionaryTypeParam,
    response: z.array(dictionaryItem),
  }),
};
