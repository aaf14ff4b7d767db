import { subAccountOps } from "@/lib/contracts/base-data/sub-account";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { eq, sql } from "drizzle-orm";
import { users } from "@/services/db/schema";
import { checkGrantable, ceilingOf, setRoles } from "./grants";
import { lockManaged } from "./where";
import { accountAuditEntity } from "./events";

/** A managed account's name and roles; the roles stay within its main account's rights. */
export const updateSubAccount = defineRoute(subAccountOps.update, {
  rights: [rights.subAccount.edit],
  audience: "any",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      const target = await lockManaged(tx, p, params.id);
      const allowed = await checkGrantable(tx, await ceilingOf(tx, target.main_user_no), body.roleIds);
      await tx.update(users).set({ name: body.name, modifiedAt: sql`now()`, modifiedBy: p.userId }).where(eq(users.id, target.id));
      await setRoles(tx, target.id, allowed, body.roleIds);
      await writeAudit(tx, {
        actor: p, companyId: p.companyId, entity: accountAuditEntity, entityId: target.id, action: "update",
        detail: { name: body.name, roles: allowed.filter((r) => body.roleIds.includes(r.id)).map((r) => r.code) },
      });
    });
    return null;
  },
});
