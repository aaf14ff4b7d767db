import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { menus } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { checkMenu, leafComponent, lockMenus, setMenuRoles } from "./menu-rules";
import { menuAuditEntity } from "./events";

const s = alias(menus, "s");

export const updateMenu = defineRoute(menuRoleOps.updateMenu, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    await db.transaction(async (tx) => {
      await lockMenus(tx);
      const [menu] = await tx.select({ terminal: sql<"pc" | "mobile">`${menus.terminal}`, parentId: menus.parentId }).from(menus).where(eq(menus.id, params.id));
      if (!menu) throw notFound();
      await checkMenu(tx, { ...body, terminal: menu.terminal }, params.id);
      const moved = (menu.parentId ?? 0) !== body.parentId;
      await tx.update(menus).set({
        parentId: body.parentId || null, title: body.title, path: body.path,
        component: body.type === "leaf" ? leafComponent(body) : null, identification: body.identification,
        iconFileId: sql`${body.iconFileId}::uuid`, type: body.type, modifiedAt: sql`now()`, modifiedBy: p.userId,
        ...(moved ? { sort: sql`(select coalesce(max(${s.sort}), -1) + 1 from ${menus} ${s} where ${s.terminal} = ${menu.terminal} and coalesce(${s.parentId}, 0) = ${body.parentId})` } : {}),
      }).where(eq(menus.id, params.id));
      await setMenuRoles(tx, params.id, body.roles);
      await writeAudit(tx, { actor: p, entity: menuAuditEntity, entityId: params.id, action: "edit", detail: { ...body } });
    });
    return null;
  },
});
