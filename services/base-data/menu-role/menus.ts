import { sql } from "drizzle-orm";
import { rows } from "@/services/db/rows";
import { defineRoute } from "@/services/core/route";
import { menuOperations as o, menuRoles as r, menus as m } from "@/services/db/schema";
import type { Db } from "@/services/db/client";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps, type AdminMenu } from "@/lib/contracts/base-data/menu-role";

/** The menus of one terminal (or one menu), tree order: parents before children, siblings by sort. */
export async function loadMenus(db: Db, where: { terminal?: string; id?: number }): Promise<AdminMenu[]> {
  const found = await rows<Omit<AdminMenu, "operations"> & { operations: Array<{ code: string; name: string }> | null }>(db, sql`
    select ${m.id} as id, coalesce(${m.parentId}, 0) as "parentId", ${m.terminal} as terminal, ${m.title} as title, ${m.titleKey} as "titleKey",
      ${m.identification} as identification, ${m.path} as path, ${m.component} as component, ${m.type} as type, ${m.isUsable} as enabled,
      ${m.sort} as sort, ${m.icon} as icon, ${m.iconFileId}::text as "iconFileId",
      coalesce((select array_agg(${r.roleCode} order by ${r.roleCode}) from ${r} where ${r.menuId} = ${m.id}), '{}') as roles,
      (select json_agg(json_build_object('code', ${o.code}, 'name', ${o.name}) order by ${o.code}) from ${o} where ${o.menuId} = ${m.id}) as operations
    from ${m}
    where (${where.terminal ?? null}::text is null or ${m.terminal} = ${where.terminal ?? null}::text)
      and (${where.id ?? null}::int is null or ${m.id} = ${where.id ?? null}::int)
    order by ${m.sort}, ${m.id}`);
  return found.map((menu) => ({
    ...menu,
    operations: (menu.operations ?? []).map((op) => ({ code: op.code, op: op.code.slice(String(menu.id).length + 1), name: op.name })),
  }));
}

export const listMenus = defineRoute(menuRoleOps.menus, {
  rights: [rights.menuRole.view],
  audience: "internal",
  handler: ({ db, query }) => loadMenus(db, { terminal: query.terminal }),
});
