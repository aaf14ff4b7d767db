import { eq, inArray } from "drizzle-orm";
import { notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { roleDepartments, roles, userRoles, users as people } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { fieldError } from "@/services/core/errors";
import { roleAuditEntity } from "./events";

/** Replaces a role's users (by work number, each must exist) and departments. */
export const setRoleMembers = defineRoute(menuRoleOps.roleMembers, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    const userNos = [...new Set(body.userNos)];
    const departments = [...new Set(body.departments)];
    await db.transaction(async (tx) => {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, params.id)).for("update");
      if (!role) throw notFound();
      const users = userNos.length
        ? await tx.select({ id: people.id, userNo: people.userNo }).from(people).where(inArray(people.userNo, userNos))
        : [];
      const unknown = userNos.filter((u) => !users.some((r) => r.userNo === u));
      if (unknown.length) throw fieldError("userNos", "validation.role.userUnknown", { userNo: unknown.join(", ") });
      await tx.delete(userRoles).where(eq(userRoles.roleId, params.id));
      for (const u of users) await tx.insert(userRoles).values({ userId: u.id, roleId: params.id });
      await tx.delete(roleDepartments).where(eq(roleDepartments.roleId, params.id));
      for (const d of departments) await tx.insert(roleDepartments).values({ roleId: params.id, deptId: d });
      await writeAudit(tx, { actor: p, entity: roleAuditEntity, entityId: params.id, action: "members", detail: { userNos, departments } });
    });
    return null;
  },
});
