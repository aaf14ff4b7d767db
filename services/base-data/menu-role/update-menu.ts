import { sql } from "drizzle-orm";
import { notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { checkMenu, leafComponent, lockMenus, setMenuRoles } from "./menu-rules";

export const updateMenu = defineRoute(menuRoleOps.updateMenu, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      await lockMenus(tx);
      const [menu] = await rows<{ terminal: "pc" | "mobile"; parent_id: number | null }>(tx, sql`select terminal, parent_id from menus where id = ${params.id}`);
      if (!menu) throw notFound();
      await checkMenu(tx, { ...body, terminal: menu.terminal }, params.id);
      const moved = (menu.parent_id ?? 0) !== body.parentId;
      await tx.execute(sql`
        update menus set parent_id = ${body.parentId || null}, title = ${body.title}, path = ${body.path},
          component = ${body.type === "leaf" ? leafComponent(body) : null}, identification = ${body.identification},
          icon_file_id = ${body.iconFileId}::uuid, type = ${body.type}, modified_at = now(), modified_by = ${p.userId}
          ${moved ? sql`, sort = (select coalesce(max(s.sort), -1) + 1 from menus s where s.terminal = ${menu.terminal} and coalesce(s.parent_id, 0) = ${body.parentId})` : sql``}
        where id = ${params.id}`);
      await setMenuRoles(tx, params.id, body.roles);
      await writeAudit(tx, { actor: p, entity: "menu", entityId: params.id, action: "edit", detail: { ...body } });
    });
    return null;
  },
});
