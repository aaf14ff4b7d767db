import { sql } from "drizzle-orm";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";

const state = (enabled: boolean) => (enabled ? "enabled" : "disabled");

export const enableMenu = defineRoute(menuRoleOps.enableMenu, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      const changed = await rows<{ id: number }>(tx, sql`
        update menus set is_usable = ${body.enabled}, modified_at = now(), modified_by = ${p.userId}
        where id = ${params.id} and is_usable = ${!body.enabled} returning id`);
      if (!changed.length) {
        const [exists] = await rows<{ id: number }>(tx, sql`select id from menus where id = ${params.id}`);
        if (!exists) throw notFound();
        throw new AppError("CONFLICT", `menuRole.already.${state(body.enabled)}`);
      }
      await writeAudit(tx, { actor: p, entity: "menu", entityId: params.id, action: body.enabled ? "enable" : "disable", from: state(!body.enabled), to: state(body.enabled) });
    });
    return null;
  },
});
