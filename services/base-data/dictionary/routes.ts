import type { AnyRoute } from "@/services/core/route";
import { createDictionaryItem } from "./admin-create-item";
import { createDictionaryType } from "./admin-create-type";
import { dictionaryItemAudit, listDictionaryAdminItems } from "./admin-items";
import { moveDictionaryItem } from "./admin-move-item";
import { listDictionaryTypes } from "./admin-types";
import { enableDictionaryItem, updateDictionaryItem } from "./admin-update-item";
import { enableDictionaryType, updateDictionaryType } from "./admin-update-type";
import { getDictionaryItems } from "./items";

/** The dictionary module's routes: its administration (menu 93) under `/dictionary/admin`, before `/dictionary/:type/items`. */
export const dictionaryRoutes: AnyRoute[] = [
  listDictionaryTypes, createDictionaryType, updateDictionaryType, enableDictionaryType,
  listDictionaryAdminItems, createDictionaryItem, updateDictionaryItem, enableDictionaryItem, moveDictionaryItem, dictionaryItemAudit,
  getDictionaryItems,
];
