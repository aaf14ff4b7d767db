import { sql } from "drizzle-orm";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { roles } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { fieldError } from "@/services/core/errors";
import { checkRoleName, lockRoles } from "./role-rules";
import { roleAuditEntity } from "./events";

export const createRole = defineRoute(menuRoleOps.createRole, {
  rights: [rights.menuRole.add],
  audience: "internal",
  async handler({ db, principal: p, body }) {
    return db.transaction(async (tx) => {
      await lockRoles(tx);
      const [taken] = await tx.select({ n: sql<number>`count(*)::int` }).from(roles).where(sql`lower(${roles.code}) = lower(${body.code})`);
      if (taken!.n) throw fieldError("code", "validation.role.codeTaken");
      await checkRoleName(tx, body.name, 0);
      const [row] = await tx.insert(roles).values({ code: body.code, name: body.name, description: body.description || null, enabled: body.enabled,
        createdBy: p.userId, modifiedBy: p.userId }).returning({ id: roles.id });
      await writeAudit(tx, { actor: p, entity: roleAuditEntity, entityId: row!.id, action: "create", detail: { ...body } });
      return { id: row!.id };
    });
  },
});
