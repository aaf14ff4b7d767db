import { eq } from "drizzle-orm";
import { auditHistory } from "@/services/core/audit-history";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { menus, roles } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { menuAuditEntity, roleAuditEntity } from "./events";

export const menuAudit = defineRoute(menuRoleOps.menuAudit, {
  rights: [rights.menuRole.view],
  audience: "internal",
  async handler({ db, params }) {
    if (!(await db.select({ id: menus.id }).from(menus).where(eq(menus.id, params.id))).length) throw notFound();
    return auditHistory(db, menuAuditEntity, params.id);
  },
});

export const roleAudit = defineRoute(menuRoleOps.roleAudit, {
  rights: [rights.menuRole.view],
  audience: "internal",
  async handler({ db, params }) {
    if (!(await db.select({ id: roles.id }).from(roles).where(eq(roles.id, params.id))).length) throw notFound();
    return auditHistory(db, roleAuditEntity, params.id);
  },
});
