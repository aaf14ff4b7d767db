import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { knownDevices, users } from "@/services/db/schema";
import { hashToken, newToken } from "@/services/core/principal";
import { writeAudit } from "@/services/core/audit";
import { userAuditEntity } from "./events";

/** The hash of a device token when it is one of this user name's known browsers, else null. */
export async function knownDeviceHash(db: Db, userName: string, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const hash = hashToken(token);
  const found = await db.select({ tokenHash: knownDevices.tokenHash }).from(knownDevices).innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.tokenHash, hash), eq(sql`lower(${users.userName})`, userName.trim().toLowerCase())));
  return found.length ? hash : null;
}

/**
 * After a successful login: a known browser is touched and keeps its token (answers undefined); any
 * other gets a new token for its cookie. A new browser of an account that has signed in before (the user
 * row locked, so two first sign-ins at once count as one first) is audited, and its holder told of it.
 */
export async function rememberDevice(db: Db, user: { id: number; userNo: string }, companyId: number, ip: string, knownHash: string | null): Promise<string | undefined> {
  if (knownHash) {
    await db.update(knownDevices).set({ lastUsedAt: sql`now()` }).where(eq(knownDevices.tokenHash, knownHash));
    return undefined;
  }
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const before = await tx.$count(knownDevices, eq(knownDevices.userId, user.id));
    await tx.insert(knownDevices).values({ tokenHash: hashToken(token), userId: user.id });
    if (before > 0) {
      await writeAudit(tx, { actor: { userId: user.id, userNo: user.userNo }, companyId, entity: userAuditEntity, entityId: user.userNo, action: "newDevice", detail: { ip } });
    }
  });
  return token;
}
