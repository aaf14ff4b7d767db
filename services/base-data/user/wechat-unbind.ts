import { and, eq, isNotNull } from "drizzle-orm";
import { users } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { wechatOps } from "@/lib/contracts/base-data/wechat";
import { statusOf } from "./wechat-status";
import { userAuditEntity } from "./events";

export const unbindWechat = defineRoute(wechatOps.unbind, {
  sessionOnly: true,
  async handler({ db, principal: p }) {
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(users)
        .set({ wechatId: null, wechatBoundAt: null })
        .where(and(eq(users.id, p.userId), isNotNull(users.wechatId)))
        .returning({ id: users.id });
      if (!changed.length) throw new AppError("CONFLICT", "errors.wechatNotBound");
      await writeAudit(tx, { actor: p, companyId: p.companyId, entity: userAuditEntity, entityId: p.userNo, action: "wechatUnbind", from: "bound", to: "unbound" });
    });
    return statusOf(db, p.userId);
  },
});
