import { sql } from "drizzle-orm";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { checkMenu, leafComponent, lockMenus, setMenuRoles } from "./menu-rules";

/** Ids from 1000 up belong to menus made here; the menu definition's ids (and so its rights codes) stay below. */
export const firstAdminMenuId = 1000;

export const createMenu = defineRoute(menuRoleOps.createMenu, {
  rights: [rights.menuRole.add],
  audience: "internal",
  async handler({ db, principal: p, body }) {
    return db.transaction(async (tx) => {
      await lockMenus(tx);
      await checkMenu(tx, body, null);
      const [row] = await rows<{ id: number }>(tx, sql`
        insert into menus (id, parent_id, title, path, component, identification, icon_file_id, type, terminal, is_usable, sort, created_by, modified_by)
        select greatest(coalesce(max(m.id), 0) + 1, ${firstAdminMenuId}), ${body.parentId || null}, ${body.title}, ${body.path},
          ${body.type === "leaf" ? leafComponent(body) : null}, ${body.identification}, ${body.iconFileId}::uuid, ${body.type},
          ${body.terminal}, true,
          (select coalesce(max(s.sort), -1) + 1 from menus s where s.terminal = ${body.terminal} and coalesce(s.parent_id, 0) = ${body.parentId}),
          ${p.userId}, ${p.userId}
        from menus m
        returning id`);
      const id = row!.id;
      await setMenuRoles(tx, id, body.roles);
      await writeAudit(tx, { actor: p, entity: "menu", entityId: id, action: "create", detail: { ...body } });
      return { id };
    });
  },
});
