import { and, asc, eq } from "drizzle-orm";
import { env } from "@/lib/env";
import type { Db } from "@/services/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { companies, userCompanies, userRoles, userTokens, users } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";
import { hashToken, newToken } from "@/services/core/principal";
import { writeAudit } from "@/services/core/audit";
import { userAuditEntity } from "./events";

/** The user fields every way of signing in needs. */
export interface SignInUser {
  id: number;
  userNo: string;
  userType: string;
}

/** A user with no role may not sign in, whichever way. */
export async function assertHasRoles(db: Db, userId: number): Promise<void> {
  if ((await db.$count(userRoles, eq(userRoles.userId, userId))) === 0) throw new AppError("FORBIDDEN", "errors.noRoles");
}

/**
 * The company of the session: the one asked for, which the user must be allowed (admins may use every
 * company), or without one the first company the user may use.
 */
export async function sessionCompany(db: Db, user: SignInUser, companyId: number | undefined): Promise<number> {
  if (companyId === undefined) {
    const [first] = user.userType === "admin"
      ? await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1)
      : await db.select({ id: userCompanies.companyId }).from(userCompanies).where(eq(userCompanies.userId, user.id)).orderBy(asc(userCompanies.companyId)).limit(1);
    if (!first) throw new AppError("FORBIDDEN", "errors.companyNotAllowed");
    return first.id;
  }
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError("VALIDATION", "errors.validation", {}, { companyId: ["validation.login.company"] });
  if (user.userType !== "admin") {
    const allowed = await db.$count(userCompanies, and(eq(userCompanies.userId, user.id), eq(userCompanies.companyId, company.id)));
    if (!allowed) throw new AppError("FORBIDDEN", "errors.companyNotAllowed");
  }
  return company.id;
}

/**
 * The new token of the user's one live session: any earlier one is superseded (it answers 502), with an audit row.
 * The language signed in with is kept: the user's notification mails are written in it.
 */
export async function openSession(db: Db, user: SignInUser, companyId: number, action: string, detail: Record<string, unknown>, locale: Locale): Promise<string> {
  const token = newToken();
  const ttlMs = env().TOKEN_TTL_HOURS * 3_600_000;
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    await tx.update(users).set({ locale }).where(eq(users.id, user.id));
    await tx
      .update(userTokens)
      .set({ status: "superseded", endedAt: new Date() })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.status, "active")));
    await tx.insert(userTokens).values({ tokenHash: hashToken(token), userId: user.id, companyId, expiresAt: new Date(Date.now() + ttlMs) });
    await writeAudit(tx, { actor: { userId: user.id, userNo: user.userNo }, companyId, entity: userAuditEntity, entityId: user.userNo, action, detail });
  });
  return token;
}
