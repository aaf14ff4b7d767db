import { eq, sql } from "drizzle-orm";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { roles } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { checkRoleName, lockRoles } from "./role-rules";
import { roleAuditEntity } from "./events";

/** The number is the role's key in menus (menu_roles) and cannot change; the admin role stays enabled. */
export const updateRole = defineRoute(menuRoleOps.updateRole, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      await lockRoles(tx);
      const [role] = await tx.select({ code: roles.code, enabled: roles.enabled }).from(roles).where(eq(roles.id, params.id));
      if (!role) throw notFound();
      if (role.code === "admin" && !body.enabled) throw new AppError("CONFLICT", "menuRole.adminStaysEnabled");
      await checkRoleName(tx, body.name, params.id);
      await tx.update(roles).set({ name: body.name, description: body.description || null, enabled: body.enabled,
        modifiedAt: sql`now()`, modifiedBy: p.userId }).where(eq(roles.id, params.id));
      await writeAudit(tx, {
        actor: p, entity: roleAuditEntity, entityId: params.id, action: "edit",
        from: role.enabled ? "enabled" : "disabled", to: body.enabled ? "enabled" : "disabled", detail: { ...body },
      });
    });
    return null;
  },
});
