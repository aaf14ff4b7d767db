import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { bare } from "@/services/core/sql";
import { menus } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { checkMenu, leafComponent, lockMenus, setMenuRoles } from "./menu-rules";
import { menuAuditEntity } from "./events";

/** Ids from 1000 up belong to menus made here; the menu definition's ids (and so its rights codes) stay below. */
export const firstAdminMenuId = 1000;

const m = alias(menus, "m");
const s = alias(menus, "s");
const into = [menus.id, menus.parentId, menus.title, menus.path, menus.component, menus.identification, menus.iconFileId, menus.type,
  menus.terminal, menus.isUsable, menus.sort, menus.createdBy, menus.modifiedBy];

export const createMenu = defineRoute(menuRoleOps.createMenu, {
  rights: [rights.menuRole.add],
  audience: "internal",
  async handler({ db, principal: p, body }) {
    return db.transaction(async (tx) => {
      await lockMenus(tx);
      await checkMenu(tx, body, null);
      const [row] = await rows<{ id: number }>(tx, sql`
        insert into ${menus} (${sql.join(into.map(bare), sql`, `)})
        select greatest(coalesce(max(${m.id}), 0) + 1, ${firstAdminMenuId}), ${body.parentId || null}, ${body.title}, ${body.path},
          ${body.type === "leaf" ? leafComponent(body) : null}, ${body.identification}, ${body.iconFileId}::uuid, ${body.type},
          ${body.terminal}, true,
          (select coalesce(max(${s.sort}), -1) + 1 from ${menus} ${s} where ${s.terminal} = ${body.terminal} and coalesce(${s.parentId}, 0) = ${body.parentId}),
          ${p.userId}, ${p.userId}
        from ${menus} ${m}
        returning ${bare(menus.id)}`);
      const id = row!.id;
      await setMenuRoles(tx, id, body.roles);
      await writeAudit(tx, { actor: p, entity: menuAuditEntity, entityId: id, action: "create", detail: { ...body } });
      return { id };
    });
  },
});
