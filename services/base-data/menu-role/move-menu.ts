import { sql } from "drizzle-orm";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { lockMenus } from "./menu-rules";

/** Swaps the menu with its neighbour among siblings; siblings are renumbered 0..n first so ties cannot stall a move. */
export const moveMenu = defineRoute(menuRoleOps.moveMenu, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      await lockMenus(tx);
      const [menu] = await rows<{ terminal: string; parent: number }>(tx, sql`select terminal, coalesce(parent_id, 0) as parent from menus where id = ${params.id}`);
      if (!menu) throw notFound();
      const siblings = await rows<{ id: number }>(tx, sql`
        select id from menus where terminal = ${menu.terminal} and coalesce(parent_id, 0) = ${menu.parent} order by sort, id`);
      const ids = siblings.map((s) => s.id);
      const at = ids.indexOf(params.id);
      const to = body.direction === "up" ? at - 1 : at + 1;
      if (to < 0 || to >= ids.length) throw new AppError("CONFLICT", `menuRole.cannotMove.${body.direction}`);
      [ids[at], ids[to]] = [ids[to]!, ids[at]!];
      for (const [i, id] of ids.entries()) await tx.execute(sql`update menus set sort = ${i} where id = ${id}`);
      await writeAudit(tx, { actor: p, entity: "menu", entityId: params.id, action: "move", from: String(at), to: String(to) });
    });
    return null;
  },
});
