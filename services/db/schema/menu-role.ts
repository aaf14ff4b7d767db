import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { roles } from "./access";

/** The departments (dept ids) a role is given to, beside its users. */
export const roleDepartments = pgTable(
  "role_departments",
  {
    roleId: integer("role_id").notNull().references(() => roles.id, { onDelete: "cascade" }),
    deptId: text("dept_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);
