import { and, asc, eq, sql } from "drizzle-orm";
import { AppError, notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { menus } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { lockMenus } from "./menu-rules";
import { menuAuditEntity } from "./events";

/** Swaps the menu with its neighbour among siblings; siblings are renumbered 0..n first so ties cannot stall a move. */
export const moveMenu = defineRoute(menuRoleOps.moveMenu, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      await lockMenus(tx);
      const [menu] = await tx.select({ terminal: menus.terminal, parent: sql<number>`coalesce(${menus.parentId}, 0)` }).from(menus).where(eq(menus.id, params.id));
      if (!menu) throw notFound();
      const siblings = await tx.select({ id: menus.id }).from(menus)
        .where(and(eq(menus.terminal, menu.terminal), sql`coalesce(${menus.parentId}, 0) = ${menu.parent}`)).orderBy(asc(menus.sort), asc(menus.id));
      const ids = siblings.map((s) => s.id);
      const at = ids.indexOf(params.id);
      const to = body.direction === "up" ? at - 1 : at + 1;
      if (to < 0 || to >= ids.length) throw new AppError("CONFLICT", `menuRole.cannotMove.${body.direction}`);
      [ids[at], ids[to]] = [ids[to]!, ids[at]!];
      for (const [i, id] of ids.entries()) await tx.update(menus).set({ sort: i }).where(eq(menus.id, id));
      await writeAudit(tx, { actor: p, entity: menuAuditEntity, entityId: params.id, action: "move", from: String(at), to: String(to) });
    });
    return null;
  },
});
