import { and, eq, sql } from "drizzle-orm";
import { userTokens, users } from "@/services/db/schema";
import { subAccountOps } from "@/lib/contracts/base-data/sub-account";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { hashPassword, temporaryPassword } from "@/services/base-data/user/passwords";
import { lockManaged } from "./where";
import { accountAuditEntity } from "./events";

/** A new temporary password for a managed account (one's own changes at /updatePassword); its sessions end. */
export const resetSubAccountPassword = defineRoute(subAccountOps.resetPassword, {
  sessionOnly: true,
  rights: [rights.subAccount.edit],
  audience: "any",
  async handler({ db, principal: p, params }) {
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const target = await lockManaged(tx, p, params.id);
      if (target.id === p.userId) throw new AppError("CONFLICT", "subAccount.errors.self");
      await tx.update(users).set({ passwordHash, isFirstTimeLogin: true, modifiedAt: sql`now()`, modifiedBy: p.userId }).where(eq(users.id, target.id));
      await tx.update(userTokens).set({ status: "revoked", endedAt: sql`now()` }).where(and(eq(userTokens.userId, target.id), eq(userTokens.status, "active")));
      await writeAudit(tx, { actor: p, companyId: p.companyId, entity: accountAuditEntity, entityId: target.id, action: "resetPassword" });
      return { id: target.id, userNo: target.user_no, temporaryPassword: password };
    });
  },
});
