import { sql } from "drizzle-orm";
import { subAccountOps } from "@/lib/contracts/base-data/sub-account";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { AppError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { lockManaged } from "./where";

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
      await tx.execute(sql`update users set enabled = ${body.enabled}, modified_at = now(), modified_by = ${p.userId} where id = ${target.id}`);
      if (!body.enabled) {
        await tx.execute(sql`update user_tokens set status = 'revoked', ended_at = now() where user_id = ${target.id} and status = 'active'`);
      }
      await writeAudit(tx, { actor: p, companyId: p.companyId, entity: "account", entityId: target.id, action: body.enabled ? "enable" : "disable", from: state(target.enabled), to: state(body.enabled) });
    });
    return null;
  },
});
