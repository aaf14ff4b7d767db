import { and, eq, ne } from "drizzle-orm";
import { users, userTokens } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { holdsUserName, userOps } from "@/lib/contracts/base-data/user";
import { hashPassword, verifyPassword } from "./passwords";
import { userAuditEntity } from "./events";

export const updatePassword = defineRoute(userOps.updatePassword, {
  sessionOnly: true,
  async handler({ db, principal: p, body }) {
    const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, p.userId));
    if (!(await verifyPassword(user?.hash, body.oldPassword))) {
      throw new AppError("VALIDATION", "errors.validation", {}, { oldPassword: ["validation.password.oldWrong"] });
    }
    if (holdsUserName(body.newPassword, p.userName)) {
      throw new AppError("VALIDATION", "errors.validation", {}, { newPassword: ["validation.password.userName"] });
    }
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, isFirstTimeLogin: false, modifiedAt: new Date(), modifiedBy: p.userId })
        .where(eq(users.id, p.userId));
      await tx
        .update(userTokens)
        .set({ status: "revoked", endedAt: new Date() })
        .where(and(eq(userTokens.userId, p.userId), eq(userTokens.status, "active"), ne(userTokens.tokenHash, p.tokenHash)));
      await writeAudit(tx, { actor: p, companyId: p.companyId, entity: userAuditEntity, entityId: p.userNo, action: "updatePassword" });
    });
    return null;
  },
});
