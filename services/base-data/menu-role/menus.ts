import { sql } from "drizzle-orm";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import type { Db } from "@/services/db/client";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps, type AdminMenu } from "@/lib/contracts/base-data/menu-role";

interface MenuRow extends Record<string, unknown> {
  id: number; parent_id: number | null; terminal: AdminMenu["terminal"]; title: string; title_key: string | null;
  identification: string; path: string; component: string | null; type: AdminMenu["type"]; is_usable: boolean;
  sort: number; icon: string | null; icon_file_id: string | null; roles: string[] | null;
  operations: Array<{ code: string; name: string }> | null;
}

/** The menus of one terminal (or one menu), tree order: parents before children, siblings by sort. */
export async function loadMenus(db: Db, where: { terminal?: string; id?: number }): Promise<AdminMenu[]> {
  const found = await rows<MenuRow>(db, sql`
    select m.id, m.parent_id, m.terminal, m.title, m.title_key, m.identification, m.path, m.component, m.type,
      m.is_usable, m.sort, m.icon, m.icon_file_id::text as icon_file_id,
      (select array_agg(r.role_code order by r.role_code) from menu_roles r where r.menu_id = m.id) as roles,
      (select json_agg(json_build_object('code', o.code, 'name', o.name) order by o.code) from menu_operations o where o.menu_id = m.id) as operations
    from menus m
    where (${where.terminal ?? null}::text is null or m.terminal = ${where.terminal ?? null}::text)
      and (${where.id ?? null}::int is null or m.id = ${where.id ?? null}::int)
    order by m.sort, m.id`);
  return found.map((m) => ({
    id: m.id,
    parentId: m.parent_id ?? 0,
    terminal: m.terminal,
    title: m.title,
    titleKey: m.title_key,
    identification: m.identification,
    path: m.path,
    component: m.component,
    type: m.type,
    enabled: m.is_usable,
    sort: m.sort,
    icon: m.icon,
    iconFileId: m.icon_file_id,
    roles: m.roles ?? [],
    operations: (m.operations ?? []).map((o) => ({ code: o.code, op: o.code.slice(String(m.id).length + 1), name: o.name })),
  }));
}

export const listMenus = defineRoute(menuRoleOps.menus, {
  rights: [rights.menuRole.view],
  audience: "internal",
  handler: ({ db, query }) => loadMenus(db, { terminal: query.terminal }),
});
