import { and, eq } from "drizzle-orm";
import { notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { menuOperations, roleRights } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { menuAuditEntity } from "./events";

/** Removing an operation takes its right from every role in the same transaction. */
export const removeOperation = defineRoute(menuRoleOps.removeOperation, {
  rights: [rights.menuRole.delete],
  audience: "internal",
  async handler({ db, principal: p, params }) {
    const code = `${params.id}_${params.op}`;
    await db.transaction(async (tx) => {
      const gone = await tx.delete(menuOperations).where(and(eq(menuOperations.menuId, params.id), eq(menuOperations.code, code))).returning({ code: menuOperations.code });
      if (!gone.length) throw notFound();
      await tx.delete(roleRights).where(eq(roleRights.code, code));
      await writeAudit(tx, { actor: p, entity: menuAuditEntity, entityId: params.id, action: "removeOperation", detail: { code } });
    });
    return null;
  },
});
