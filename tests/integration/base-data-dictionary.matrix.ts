import { rights } from "@/lib/rights/codes";
import { internalOnly, type Matrix } from "../helpers/matrix";

/** The dictionary routes of the base-data matrix: its items are read by every account; its administration is internal (base-data-dictionary-admin.matrix.test.ts walks the staff). */
const { view, add, edit } = rights.dictionary;
const everyone = { answers: {}, outsider: { sup1002: 200 } };

export const dictionaryMatrix: Matrix = {
  "get /dictionary/:type/items": { rights: [], kind: "read", ...everyone, target: async () => ({ path: "/dictionary/receipt-type/items" }) },
  "get /dictionary/admin/types": internalOnly([view], "list", "/dictionary/admin/types"),
  "post /dictionary/admin/types": internalOnly([add], "create", "/dictionary/admin/types", {}),
  "put /dictionary/admin/types/:id": internalOnly([edit], "write", "/dictionary/admin/types/2147483647", {}),
  "post /dictionary/admin/types/:id/enabled": internalOnly([edit], "write", "/dictionary/admin/types/2147483647/enabled", { enabled: false }),
  "get /dictionary/admin/types/:id/items": internalOnly([view], "list", "/dictionary/admin/types/2147483647/items"),
  "post /dictionary/admin/types/:id/items": internalOnly([add], "create", "/dictionary/admin/types/2147483647/items", {}),
  "put /dictionary/admin/items/:id": internalOnly([edit], "write", "/dictionary/admin/items/2147483647", {}),
  "post /dictionary/admin/items/:id/enabled": internalOnly([edit], "write", "/dictionary/admin/items/2147483647/enabled", { enabled: false }),
  "post /dictionary/admin/items/:id/move": internalOnly([edit], "write", "/dictionary/admin/items/2147483647/move", { direction: "up" }),
  "get /dictionary/admin/items/:id/audit": internalOnly([view], "read", "/dictionary/admin/items/2147483647/audit"),
};
