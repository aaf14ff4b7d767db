import { eq } from "drizzle-orm";
import { users } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { wechatOps } from "@/lib/contracts/base-data/wechat";
import { assertHasRoles, openSession, sessionCompany } from "./start-session";
import { wechatIdentity } from "./wechat-identity";

/** Sign-in with a WeChat account a user bound before; an unbound one is refused, never linked on the way. */
export const wechatLogin = defineRoute(wechatOps.login, {
  auth: "public",
  async handler({ db, body, clientIp, locale }) {
    const wechatId = await wechatIdentity(body, "LOGIN_FAILED");
    const [user] = await db.select().from(users).where(eq(users.wechatId, wechatId));
    if (!user?.enabled) throw new AppError("LOGIN_FAILED", "errors.wechatUnbound");
    await assertHasRoles(db, user.id);
    const companyId = await sessionCompany(db, user, body.companyId);
    const token = await openSession(db, user, companyId, "wechatLogin", { ip: clientIp }, locale);
    return { token, firstTimeLogin: false };
  },
});
