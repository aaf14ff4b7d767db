import { asc, eq, inArray, sql } from "drizzle-orm";
import { notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { menuOperations, roleRights, roles } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { fieldError } from "@/services/core/errors";
import { roleAuditEntity } from "./events";

/**
 * Replaces a role's rights with existing menu operations. Rights are read from the database on every
 * request (services/core/principal.ts), so a revoked right answers 403 at the holder's next call.
 */
export const setRoleRights = defineRoute(menuRoleOps.roleRights, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    const codes = [...new Set(body.codes)].sort();
    await db.transaction(async (tx) => {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, params.id)).for("update");
      if (!role) throw notFound();
      if (codes.length) {
        const [known] = await tx.select({ n: sql<number>`count(*)::int` }).from(menuOperations).where(inArray(menuOperations.code, codes));
        if (known!.n !== codes.length) throw fieldError("codes", "validation.role.rightUnknown");
      }
      const before = await tx.select({ code: roleRights.code }).from(roleRights).where(eq(roleRights.roleId, params.id)).orderBy(asc(roleRights.code));
      await tx.delete(roleRights).where(eq(roleRights.roleId, params.id));
      for (const code of codes) await tx.insert(roleRights).values({ roleId: params.id, code });
      const had = before.map((b) => b.code);
      await writeAudit(tx, {
        actor: p, entity: roleAuditEntity, entityId: params.id, action: "rights",
        detail: { granted: codes.filter((c) => !had.includes(c)), revoked: had.filter((c) => !codes.includes(c)) },
      });
    });
    return null;
  },
});
