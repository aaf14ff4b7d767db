import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tracked } from "./columns";
import { users } from "./org";

export const roles = pgTable(
  "roles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    enabled: boolean("enabled").notNull().default(true),
    ...tracked,
  },
  (t) => [uniqueIndex("roles_code_uq").on(t.code), uniqueIndex("roles_name_uq").on(t.name)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id").notNull().references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Rights codes (menu operation codes such as 21_add) granted to a role. */
export const roleRights = pgTable(
  "role_rights",
  {
    roleId: integer("role_id").notNull().references(() => roles.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.code] })],
);

export const menus = pgTable("menus", {
  id: integer("id").primaryKey(),
  parentId: integer("parent_id"),
  title: text("title").notNull(),
  /** i18n key under the "menu" namespace; title is the stored caption. */
  titleKey: text("title_key"),
  path: text("path").notNull(),
  component: text("component"),
  identification: text("identification").notNull(),
  icon: text("icon"),
  imgContent: text("img_content"),
  /** catalog | leaf */
  type: text("type").notNull(),
  terminal: text("terminal").notNull().default("pc"),
  isUsable: boolean("is_usable").notNull().default(true),
  sort: integer("sort").notNull().default(0),
  /** An uploaded icon (stored file, purpose menu-icon); `icon` names a built-in one. */
  iconFileId: uuid("icon_file_id"),
  ...tracked,
}, (t) => [uniqueIndex("menus_identification_uq").on(t.identification), index("menus_parent_idx").on(t.terminal, t.parentId, t.sort)]);

export const menuRoles = pgTable(
  "menu_roles",
  {
    menuId: integer("menu_id").notNull().references(() => menus.id, { onDelete: "cascade" }),
    roleCode: text("role_code").notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.roleCode] })],
);

export const menuOperations = pgTable(
  "menu_operations",
  {
    menuId: integer("menu_id").notNull().references(() => menus.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.code] }), uniqueIndex("menu_operations_code_uq").on(t.code)],
);
