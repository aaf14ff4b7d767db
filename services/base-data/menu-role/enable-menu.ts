import { and, eq, sql } from "drizzle-orm";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { menus } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { menuAuditEntity } from "./events";

const state = (enabled: boolean) => (enabled ? "enabled" : "disabled");

export const enableMenu = defineRoute(menuRoleOps.enableMenu, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      const changed = await tx.update(menus).set({ isUsable: body.enabled, modifiedAt: sql`now()`, modifiedBy: p.userId })
        .where(and(eq(menus.id, params.id), eq(menus.isUsable, !body.enabled))).returning({ id: menus.id });
      if (!changed.length) {
        const [exists] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, params.id));
        if (!exists) throw notFound();
        throw new AppError("CONFLICT", `menuRole.already.${state(body.enabled)}`);
      }
      await writeAudit(tx, { actor: p, entity: menuAuditEntity, entityId: params.id, action: body.enabled ? "enable" : "disable", from: state(!body.enabled), to: state(body.enabled) });
    });
    return null;
  },
});
