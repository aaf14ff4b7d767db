import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { hashToken, newToken } from "@/services/core/principal";

/** The hash of a device token when it is one of this user name's known browsers, else null. */
export async function knownDeviceHash(db: Db, userName: string, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const hash = hashToken(token);
  const found = await rows<{ token_hash: string }>(db, sql`
    select d.token_hash from known_devices d join users u on u.id = d.user_id
    where d.token_hash = ${hash} and lower(u.user_name) = ${userName.trim().toLowerCase()}`);
  return found.length ? hash : null;
}

/**
 * After a successful login: a known browser is touched and keeps its token (answers undefined); any
 * other gets a new token for its cookie.
 */
export async function rememberDevice(db: Db, userId: number, knownHash: string | null): Promise<string | undefined> {
  if (knownHash) {
    await db.execute(sql`update known_devices set last_used_at = now() where token_hash = ${knownHash}`);
    return undefined;
  }
  const token = newToken();
  await db.execute(sql`insert into known_devices (token_hash, user_id) values (${hashToken(token)}, ${userId})`);
  return token;
}
