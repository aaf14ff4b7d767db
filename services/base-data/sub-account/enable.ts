import { and, eq, sql } from "drizzle-orm";
import { userTokens, users } from "@/services/db/schema";
import { subAccountOps } from "@/lib/contracts/base-data/sub-account";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { lockManaged } from "./where";
import { accountAuditEntity } from "./events";

const state = (enabled: boolean) => (enabled ? "enabled" : "disabled");

/** Enable or disable a managed account (never one's own); disabling ends its sessions at once. */
export const enableSubAccount = defineRoute(subAccountOps.enable, {
  rights: [rights.subAccount.edit],
  audience: "any",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      const target = await lockManaged(tx, p, params.id);
      if (target.id === p.userId) throw new AppError("CONFLICT", "subAccount.errors.self");
      if (target.enabled === body.enabled) throw new AppError("CONFLICT", `subAccount.errors.already.${state(body.enabled)}`);
      await tx.update(users).set({ enabled: body.enabled, modifiedAt: sql`now()`, modifiedBy: p.userId }).where(eq(users.id, target.id));
      if (!body.enabled) {
        await tx.update(userTokens).set({ status: "revoked", endedAt: sql`now()` }).where(and(eq(userTokens.userId, target.id), eq(userTokens.status, "active")));
      }
      await writeAudit(tx, { actor: p, companyId: p.companyId, entity: accountAuditEntity, entityId: target.id, action: body.enabled ? "enable" : "disable", from: state(target.enabled), to: state(body.enabled) });
    });
    return null;
  },
});
