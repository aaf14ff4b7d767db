import { eq } from "drizzle-orm";
import { users } from "@/services/db/schema";
import { defineRoute } from "@/services/core/route";
import { wechatOps, type WechatStatus } from "@/lib/contracts/base-data/wechat";
import type { Db } from "@/services/db/client";

export async function statusOf(db: Db, userId: number): Promise<WechatStatus> {
  const [row] = await db.select({ id: users.wechatId, at: users.wechatBoundAt }).from(users).where(eq(users.id, userId));
  return { bound: Boolean(row?.id), boundAt: row?.id && row.at ? row.at.toISOString() : null };
}

export const wechatStatus = defineRoute(wechatOps.status, {
  sessionOnly: true,
  async handler({ db, principal }) {
    return statusOf(db, principal.userId);
  },
});
