import { and, gt, inArray, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import type { Db } from "@/services/db/client";
import { authThrottle } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";

/**
 * The login throttle (OWASP Credential Stuffing and Authentication cheat sheets): nothing locks an account.
 * - source (account + address, or account + a known device): after LOGIN_FREE_FAILS failures each further
 *   attempt waits 1, 2, 4 … seconds after the last failure, at most LOGIN_MAX_DELAY_SECONDS;
 * - account (from anywhere): after LOGIN_MAX_FAILS_ACCOUNT failures the same growing delay applies to
 *   unknown browsers only, so a distributed attack slows strangers while the owner's own browser gets in;
 * - address: LOGIN_MAX_FAILS_IP failures in the window across accounts refuse the address (stuffing from one host).
 * Counters live in PostgreSQL (two instances share them) and restart after a window without failures.
 */
export interface ThrottleKeys {
  ip: string;
  account: string;
  source: string;
  /** The attempt comes from a browser this account logged in with before. */
  knownDevice: boolean;
}

export function throttleKeys(userName: string, ip: string, knownDeviceHash?: string | null): ThrottleKeys {
  const name = userName.trim().toLowerCase();
  return {
    ip: `ip:${ip}`,
    account: `account:${name}`,
    source: knownDeviceHash ? `source:${name}|device:${knownDeviceHash}` : `source:${name}|ip:${ip}`,
    knownDevice: Boolean(knownDeviceHash),
  };
}

/** Seconds to wait after the last failure, for a count of failures and the count allowed free. */
export function delaySeconds(failures: number, free: number, max = env().LOGIN_MAX_DELAY_SECONDS): number {
  return failures < free ? 0 : Math.min(2 ** (failures - free), max);
}

/** Refuses the attempt while the address is over its limit or a delay of its source (or account) runs. */
export async function assertNotThrottled(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
  const e = env();
  const windowSecs = e.LOGIN_WINDOW_MINUTES * 60;
  const t = authThrottle;
  const counters = await db.select({
    key: t.key, failures: t.failures, sinceLast: sql<number>`extract(epoch from (${now.toISOString()}::timestamptz - ${t.lastFailureAt}))::float8`,
  }).from(t).where(and(inArray(t.key, [keys.ip, keys.account, keys.source]),
    gt(t.lastFailureAt, sql`${now.toISOString()}::timestamptz - ${windowSecs}::int * interval '1 second'`)));
  let wait = 0;
  for (const c of counters) {
    if (c.key === keys.ip) {
      if (c.failures >= e.LOGIN_MAX_FAILS_IP) throw new AppError("THROTTLED", "errors.throttled", { minutes: e.LOGIN_WINDOW_MINUTES });
      continue;
    }
    if (c.key === keys.account && keys.knownDevice) continue;
    const free = c.key === keys.account ? e.LOGIN_MAX_FAILS_ACCOUNT : e.LOGIN_FREE_FAILS;
    wait = Math.max(wait, delaySeconds(c.failures, free) - Number(c.sinceLast));
  }
  if (wait > 0) throw new AppError("THROTTLED", "errors.loginDelayed", { seconds: Math.ceil(wait) });
}

export async function recordFailure(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
  const windowSecs = env().LOGIN_WINDOW_MINUTES * 60;
  const at = now.toISOString();
  const t = authThrottle;
  const expired = sql`${t.lastFailureAt} <= ${at}::timestamptz - ${windowSecs}::int * interval '1 second'`;
  for (const key of [keys.ip, keys.account, keys.source]) {
    await db.insert(t).values({ key, failures: 1, windowStart: sql`${at}::timestamptz`, lastFailureAt: sql`${at}::timestamptz` })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${t.failures} + 1 end`,
          windowStart: sql`case when ${expired} then ${at}::timestamptz else ${t.windowStart} end`,
          lastFailureAt: sql`${at}::timestamptz`,
        },
      });
  }
}

/** A successful login ends the account's and this source's delays (the address keeps its count). */
export async function clearAccountFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, [keys.account, keys.source]));
}
