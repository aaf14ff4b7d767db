import { rights } from "@/lib/rights/codes";
import { internalOnly, type Matrix } from "../helpers/matrix";
import { iconId } from "./base-data-menu-role.fixtures";

/** The menu-role routes of the base-data matrix: a menu's icon is served to every account; the rest is administration (base-data-menu-role.matrix.test.ts walks the staff). */
const { view, add, edit, delete: del } = rights.menuRole;
const none = "/menu-role/menu/2147483647";

export const menuRoleMatrix: Matrix = {
  "get /menu-role/icon/:fileId": { rights: [], kind: "read", outsider: { sup1002: 200 }, target: async (t) => ({ path: `/menu-role/icon/${await iconId(t.admin!)}` }) },
  "get /menu-role/menus": internalOnly([view], "read", "/menu-role/menus?terminal=pc"),
  "post /menu-role/icon/upload": internalOnly([add, edit], "create", "/menu-role/icon/upload?name=mx.png"),
  "post /menu-role/menu": internalOnly([add], "create", "/menu-role/menu", {}),
  "put /menu-role/menu/:id": internalOnly([edit], "write", none, {}),
  "post /menu-role/menu/:id/move": internalOnly([edit], "write", `${none}/move`, { direction: "up" }),
  "post /menu-role/menu/:id/enabled": internalOnly([edit], "write", `${none}/enabled`, { enabled: false }),
  "get /menu-role/menu/:id/audit": internalOnly([view], "read", `${none}/audit`),
  "post /menu-role/menu/:id/operation": internalOnly([add, edit], "write", `${none}/operation`, { name: "Op", code: "op" }),
  "delete /menu-role/menu/:id/operation/:op": internalOnly([del], "write", `${none}/operation/op`),
  "get /menu-role/roles": internalOnly([view], "list", "/menu-role/roles"),
  "post /menu-role/role": internalOnly([add], "create", "/menu-role/role", {}),
  "put /menu-role/role/:id": internalOnly([edit], "write", "/menu-role/role/2147483647", {}),
  "put /menu-role/role/:id/rights": internalOnly([edit], "write", "/menu-role/role/2147483647/rights", { codes: [] }),
  "put /menu-role/role/:id/members": internalOnly([edit], "write", "/menu-role/role/2147483647/members", { userNos: [], departments: [] }),
  "get /menu-role/role/import-template": internalOnly([edit], "read", "/menu-role/role/import-template"),
  "post /menu-role/role/:id/users/upload": internalOnly([edit], "create", "/menu-role/role/2147483647/users/upload?name=u.xlsx"),
  "get /menu-role/role/:id/audit": internalOnly([view], "read", "/menu-role/role/2147483647/audit"),
};
