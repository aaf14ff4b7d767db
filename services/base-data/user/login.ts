import { eq, sql } from "drizzle-orm";
import { users } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { userOps } from "@/lib/contracts/base-data/user";
import { verifyPassword } from "./passwords";
import { assertNotThrottled, clearAccountFailures, recordFailure, throttleKeys } from "./throttle";
import { knownDeviceHash, rememberDevice } from "./known-device";
import { assertHasRoles, openSession, sessionCompany } from "./start-session";

export const userLogin = defineRoute(userOps.login, {
  auth: "public",
  async handler({ db, body, clientIp, now, locale }) {
    const device = await knownDeviceHash(db, body.userName, body.deviceToken);
    const keys = throttleKeys(body.userName, clientIp, device);
    await assertNotThrottled(db, keys, now);
    const [user] = await db.select().from(users).where(eq(sql`lower(${users.userName})`, body.userName.toLowerCase()));
    const passwordOk = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !passwordOk) {
      await recordFailure(db, keys, now);
      throw new AppError("LOGIN_FAILED", "errors.loginFailed");
    }
    // Only whoever knows the password learns that the account exists and is disabled.
    if (!user.enabled) throw new AppError("FORBIDDEN", "errors.accountDisabled");
    await assertHasRoles(db, user.id);
    const companyId = await sessionCompany(db, user, body.companyId);
    const token = await openSession(db, user, companyId, "login", { ip: clientIp }, locale);
    await clearAccountFailures(db, keys);
    const deviceToken = await rememberDevice(db, user, companyId, clientIp, device);
    return { token, firstTimeLogin: user.isFirstTimeLogin, ...(deviceToken ? { deviceToken } : {}) };
  },
});
