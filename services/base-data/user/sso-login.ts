import { eq, or, sql } from "drizzle-orm";
import { ssoConfig } from "@/lib/env";
import { users } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { ssoOps } from "@/lib/contracts/base-data/sso";
import { assertHasRoles, openSession, sessionCompany } from "./start-session";
import { verifyIdToken } from "./sso-id-token";

/**
 * Company sign-in: the ID token is verified here, then its `sub` (or the e-mail the provider vouches
 * for) must be recorded on an enabled portal user. Nobody is created on the way.
 */
export const ssoLogin = defineRoute(ssoOps.login, {
  auth: "public",
  async handler({ db, body, clientIp, now }) {
    const config = ssoConfig();
    if (!config) throw new AppError("UNAVAILABLE", "errors.ssoOff");
    const claims = await verifyIdToken(config, body.idToken, body.nonce, now);
    const email = claims.email_verified === true && typeof claims.email === "string" ? claims.email.trim().toLowerCase() : null;
    const found = await db
      .select()
      .from(users)
      .where(or(eq(users.ssoSubject, claims.sub), email ? eq(users.ssoSubject, email) : sql`false`))
      .orderBy(sql`${users.ssoSubject} = ${claims.sub} desc`);
    const user = found[0];
    if (!user?.enabled) throw new AppError("LOGIN_FAILED", "errors.ssoUnknown");
    await assertHasRoles(db, user.id);
    const companyId = await sessionCompany(db, user, body.companyId);
    const token = await openSession(db, user, companyId, "ssoLogin", { ip: clientIp, sub: claims.sub });
    return { token, firstTimeLogin: false };
  },
});
