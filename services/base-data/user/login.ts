import { and, eq, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { companies, userCompanies, userRoles, users, userTokens } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";
import { hashToken, newToken } from "@/services/core/principal";
import { defineRoute } from "@/services/core/route";
import { userOps } from "@/lib/contracts/base-data/user";
import { writeAudit } from "@/services/core/audit";
import { verifyPassword } from "./passwords";
import { assertNotThrottled, clearAccountFailures, recordFailure, throttleKeys } from "./throttle";
import { knownDeviceHash, rememberDevice } from "./known-device";

export const userLogin = defineRoute(userOps.login, {
  auth: "public",
  async handler({ db, body, clientIp, now }) {
    const device = await knownDeviceHash(db, body.userName, body.deviceToken);
    const keys = throttleKeys(body.userName, clientIp, device);
    await assertNotThrottled(db, keys, now);
    const [user] = await db.select().from(users).where(eq(sql`lower(${users.userName})`, body.userName.toLowerCase()));
    const passwordOk = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !passwordOk || !user.enabled) {
      await recordFailure(db, keys, now);
      throw new AppError("LOGIN_FAILED", "errors.loginFailed");
    }
    const roleCount = await db.$count(userRoles, eq(userRoles.userId, user.id));
    if (roleCount === 0) throw new AppError("FORBIDDEN", "errors.noRoles");
    const [company] = await db.select().from(companies).where(eq(companies.id, body.companyId));
    if (!company) throw new AppError("VALIDATION", "errors.validation", {}, { companyId: ["validation.login.company"] });
    if (user.userType !== "admin") {
      const allowed = await db.$count(
        userCompanies,
        and(eq(userCompanies.userId, user.id), eq(userCompanies.companyId, company.id)),
      );
      if (!allowed) throw new AppError("FORBIDDEN", "errors.companyNotAllowed");
    }
    const token = newToken();
    const ttlMs = env().TOKEN_TTL_HOURS * 3_600_000;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${user.id} for update`);
      await tx
        .update(userTokens)
        .set({ status: "superseded", endedAt: new Date() })
        .where(and(eq(userTokens.userId, user.id), eq(userTokens.status, "active")));
      await tx.insert(userTokens).values({
        tokenHash: hashToken(token),
        userId: user.id,
        companyId: company.id,
        expiresAt: new Date(Date.now() + ttlMs),
      });
      await writeAudit(tx, {
        actor: { userId: user.id, userNo: user.userNo },
        companyId: company.id,
        entity: "user",
        entityId: user.userNo,
        action: "login",
        detail: { ip: clientIp },
      });
    });
    await clearAccountFailures(db, keys);
    const deviceToken = await rememberDevice(db, user.id, device);
    return { token, firstTimeLogin: user.isFirstTimeLogin, ...(deviceToken ? { deviceToken } : {}) };
  },
});
