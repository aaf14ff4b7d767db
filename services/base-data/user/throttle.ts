import { inArray, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import type { Db } from "@/services/db/client";
import { authThrottle } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";

export function throttleKeys(userName: string, ip: string) {
  return { account: `account:${userName.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

/** Refuses the attempt while either key has reached its limit of failures in the current window. */
export async function assertNotThrottled(db: Db, keys: { account: string; ip: string }): Promise<void> {
  const e = env();
  const rows = await db
    .select({ key: authThrottle.key, failures: authThrottle.failures })
    .from(authThrottle)
    .where(
      sql`${inArray(authThrottle.key, [keys.account, keys.ip])}
        and ${authThrottle.windowStart} > now() - ${e.LOGIN_WINDOW_MINUTES * 60}::int * interval '1 second'`,
    );
  for (const row of rows) {
    const limit = row.key === keys.account ? e.LOGIN_MAX_FAILS_ACCOUNT : e.LOGIN_MAX_FAILS_IP;
    if (row.failures >= limit) {
      throw new AppError("THROTTLED", "errors.throttled", { minutes: e.LOGIN_WINDOW_MINUTES });
    }
  }
}

export async function recordFailure(db: Db, keys: { account: string; ip: string }): Promise<void> {
  const windowSecs = env().LOGIN_WINDOW_MINUTES * 60;
  for (const key of [keys.account, keys.ip]) {
    await db.execute(sql`
      insert into auth_throttle (key, failures, window_start) values (${key}, 1, now())
      on conflict (key) do update set
        failures = case when auth_throttle.window_start <= now() - ${windowSecs}::int * interval '1 second'
          then 1 else auth_throttle.failures + 1 end,
        window_start = case when auth_throttle.window_start <= now() - ${windowSecs}::int * interval '1 second'
          then now() else auth_throttle.window_start end`);
  }
}

export async function clearAccountFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, [accountKey]));
}
