import { createHash } from "node:crypto";
import { eq, lt, or, sql } from "drizzle-orm";
import { ssoConfig } from "@/lib/env";
import { ssoTokenUses, users } from "@/services/db/schema";
import type { Db } from "@/services/db/client";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { ssoOps } from "@/lib/contracts/base-data/sso";
import { assertHasRoles, openSession, sessionCompany } from "./start-session";
import { verifyIdToken } from "./sso-id-token";

/**
 * Company sign-in: the ID token is verified here, then its `sub` (or the e-mail the provider vouches
 * for) must be recorded on an enabled portal user. Nobody is created on the way. Each ID token signs in once.
 */
export const ssoLogin = defineRoute(ssoOps.login, {
  auth: "public",
  async handler({ db, body, clientIp, now, locale }) {
    const config = ssoConfig();
    if (!config) throw new AppError("UNAVAILABLE", "errors.ssoOff");
    const claims = await verifyIdToken(config, body.idToken, body.nonce, now);
    await spendToken(db, body.idToken, new Date(Number(claims.exp) * 1000), now);
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
    const token = await openSession(db, user, companyId, "ssoLogin", { ip: clientIp, sub: claims.sub }, locale);
    return { token, firstTimeLogin: false };
  },
});

/** Records the token's use; a token used before (by a replay, or a race of two) is refused like a forged one. */
async function spendToken(db: Db, idToken: string, expiresAt: Date, now: Date) {
  await db.delete(ssoTokenUses).where(lt(ssoTokenUses.expiresAt, new Date(now.getTime() - 60_000)));
  const tokenHash = createHash("sha256").update(idToken).digest("hex");
  const fresh = await db.insert(ssoTokenUses).values({ tokenHash, expiresAt }).onConflictDoNothing().returning({ tokenHash: ssoTokenUses.tokenHash });
  if (!fresh.length) throw new AppError("LOGIN_FAILED", "errors.ssoInvalid");
}
