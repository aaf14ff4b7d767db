import { and, eq, isNull, ne, or } from "drizzle-orm";
import { users } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { wechatOps } from "@/lib/contracts/base-data/wechat";
import { wechatIdentity } from "./wechat-identity";
import { statusOf } from "./wechat-status";
import { userAuditEntity } from "./events";

/**
 * Binds the caller to a WeChat account. One WeChat account belongs to one user (a unique index holds it
 * even between two concurrent binds); binding again replaces the caller's earlier account.
 */
export const bindWechat = defineRoute(wechatOps.bind, {
  sessionOnly: true,
  async handler({ db, principal: p, body }) {
    const wechatId = await wechatIdentity(body, "VALIDATION");
    await db.transaction(async (tx) => {
      const taken = await tx.$count(users, and(eq(users.wechatId, wechatId), ne(users.id, p.userId)));
      if (taken) throw new AppError("CONFLICT", "errors.wechatTaken");
      const changed = await tx
        .update(users)
        .set({ wechatId, wechatBoundAt: new Date() })
        .where(and(eq(users.id, p.userId), or(isNull(users.wechatId), ne(users.wechatId, wechatId))))
        .returning({ id: users.id });
      if (changed.length) {
        await writeAudit(tx, { actor: p, companyId: p.companyId, entity: userAuditEntity, entityId: p.userNo, action: "wechatBind", to: "bound" });
      }
    }).catch((err: unknown) => {
      if ((err as { code?: string; cause?: { code?: string } }).code === "23505" || (err as { cause?: { code?: string } }).cause?.code === "23505") {
        throw new AppError("CONFLICT", "errors.wechatTaken");
      }
      throw err;
    });
    return statusOf(db, p.userId);
  },
});
