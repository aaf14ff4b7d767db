import { z } from "zod/mini";
import { auditResult, cleanString, idParam, requiredText, text } from "../common";
import { serviceOps } from "../kit/operation";
import { menuIconUpload, menuTerminals, menuTypes, moveDirections, type MenuTerminal } from "./menu-role-values";

/** Menu and role management (menu 91): the menu tree per terminal, operations per menu, roles and their rights. */
export { menuIconUpload, menuTerminals, menuTypes, moveDirections, type MenuTerminal };

const letters = (message: string) => cleanString(message).check(
  z.minLength(1, message),
  z.maxLength(30, "validation.tooLong"),
  z.regex(/^[A-Za-z]*$/, message),
);
/** A route path segment or an absolute path: letters, digits, - _ / only. */
const menuPath = requiredText(120, "validation.menu.pathRequired").check(z.regex(/^$|^\/?[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, "validation.menu.pathFormat"));

export const menuInput = z.object({
  terminal: z.enum(menuTerminals),
  /** 0 is the root of the terminal's tree; SPEC: a parent is required. */
  parentId: z.number("validation.menu.parentRequired").check(
    z.int("validation.menu.parentRequired"),
    z.gte(0, "validation.menu.parentRequired"),
    z.lte(2_147_483_647),
  ),
  title: requiredText(50, "validation.menu.nameRequired"),
  identification: requiredText(50, "validation.menu.identificationRequired").check(z.regex(/^$|^[A-Za-z][A-Za-z0-9_-]*$/, "validation.menu.identificationFormat")),
  path: menuPath,
  type: z.enum(menuTypes),
  component: z.optional(text(120)),
  iconFileId: z.uuid("validation.menu.iconRequired"),
  roles: z._default(z.array(cleanString().check(z.minLength(1), z.maxLength(30))).check(z.maxLength(50, "validation.tooMany")), []),
});
export type MenuInput = z.input<typeof menuInput>;

export const operationInput = z.object({
  name: requiredText(30, "validation.operation.nameRequired"),
  code: letters("validation.operation.codeLetters"),
});
export type OperationInput = z.input<typeof operationInput>;

export const menuOperation = z.object({ code: z.string().check(z.describe("rights code: menu id and operation code, e.g. 21_add")), op: z.string(), name: z.string() });

export const adminMenu = z.object({
  id: z.number().check(z.int()),
  parentId: z.number().check(z.int()),
  terminal: z.enum(menuTerminals),
  title: z.string(),
  titleKey: z.nullable(z.string()),
  identification: z.string(),
  path: z.string(),
  component: z.nullable(z.string()),
  type: z.enum(menuTypes),
  enabled: z.boolean(),
  sort: z.number().check(z.int()),
  icon: z.nullable(z.string()),
  iconFileId: z.nullable(z.string()),
  roles: z.array(z.string()),
  operations: z.array(menuOperation),
});
export type AdminMenu = z.infer<typeof adminMenu>;

export const roleInput = z.object({
  code: letters("validation.role.codeLetters"),
  name: requiredText(50, "validation.role.nameRequired"),
  description: z.optional(text(200, { multiline: true })),
  enabled: z._default(z.boolean(), true),
});
export type RoleInput = z.input<typeof roleInput>;
export const roleEditInput = z.omit(roleInput, { code: true });
export type RoleEditInput = z.input<typeof roleEditInput>;

export const roleMembersInput = z.object({
  userNos: z.array(cleanString().check(z.minLength(1), z.maxLength(30))).check(z.maxLength(500, "validation.tooMany")),
  departments: z.array(cleanString().check(z.minLength(1), z.maxLength(30))).check(z.maxLength(100, "validation.tooMany")),
});
export const roleRightsInput = z.object({ codes: z.array(cleanString().check(
  z.minLength(1),
  z.maxLength(64),
)).check(z.maxLength(2000, "validation.tooMany")) });

export const adminRole = z.object({
  id: z.number().check(z.int()),
  code: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  enabled: z.boolean(),
  rights: z.array(z.string()),
  users: z.array(z.object({ userNo: z.string(), name: z.string() })),
  departments: z.array(z.string()),
});
export type AdminRole = z.infer<typeof adminRole>;

const ops = serviceOps("base-data");
const created = z.object({ id: z.number().check(z.int()) });
export const menuRoleOps = {
  menus: ops.get("/menu-role/menus", {
    summary: "The menu tree of one terminal, flat in sort order, with each menu's roles and operations",
    query: z.object({ terminal: z._default(z.enum(menuTerminals), "pc") }),
    response: z.array(adminMenu),
  }),
  iconUpload: ops.post("/menu-role/icon/upload", {
    summary: "Store a menu icon (svg or png, at most 10 KB, told by its bytes; an svg with script, foreignObject, on* attributes or an external href is refused)",
    query: z.object({ name: z.optional(text(120)) }),
    upload: menuIconUpload,
    response: z.object({ id: z.string(), kind: z.string(), size: z.number().check(z.int()) }),
  }),
  icon: ops.get("/menu-role/icon/:fileId", {
    summary: "A menu icon as an image (nosniff, sandboxed)",
    params: z.object({ fileId: z.uuid("validation.invalid") }),
    binary: "application/octet-stream",
  }),
  createMenu: ops.post("/menu-role/menu", { summary: "Create a catalogue or leaf menu", body: menuInput, response: created }),
  updateMenu: ops.put("/menu-role/menu/:id", { summary: "Edit a menu", params: idParam, body: z.omit(menuInput, { terminal: true }) }),
  moveMenu: ops.post("/menu-role/menu/:id/move", { summary: "Move a menu up or down among its siblings", params: idParam, body: z.object({ direction: z.enum(moveDirections) }) }),
  enableMenu: ops.post("/menu-role/menu/:id/enabled", { summary: "Enable or disable a menu", params: idParam, body: z.object({ enabled: z.boolean() }) }),
  menuAudit: ops.get("/menu-role/menu/:id/audit", { summary: "The history of a menu", params: idParam, response: auditResult }),
  addOperation: ops.post("/menu-role/menu/:id/operation", { summary: "Add an operation (a rights code) to a leaf menu", params: idParam, body: operationInput, response: menuOperation }),
  removeOperation: ops.delete("/menu-role/menu/:id/operation/:op", {
    summary: "Remove an operation from a menu; roles lose the right at once",
    params: z.extend(idParam, { op: z.string().check(z.regex(/^[A-Za-z]{1,30}$/, "validation.invalid")) }),
  }),
  roles: ops.get("/menu-role/roles", { summary: "Every role with its rights, users and departments", response: z.array(adminRole) }),
  createRole: ops.post("/menu-role/role", { summary: "Create a role", body: roleInput, response: created }),
  updateRole: ops.put("/menu-role/role/:id", { summary: "Edit a role's name, description and enabled flag", params: idParam, body: roleEditInput }),
  roleRights: ops.put("/menu-role/role/:id/rights", { summary: "Set a role's rights (menu operations); a revoked right answers 403 at the holder's next request", params: idParam, body: roleRightsInput }),
  roleMembers: ops.put("/menu-role/role/:id/members", { summary: "Set a role's users (by work number) and departments", params: idParam, body: roleMembersInput }),
  roleAudit: ops.get("/menu-role/role/:id/audit", { summary: "The history of a role", params: idParam, response: auditResult }),
};
