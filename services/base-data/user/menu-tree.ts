import { asc, eq } from "drizzle-orm";
import type { MenuNode } from "@/lib/contracts/base-data/user";
import { menuIconPath } from "@/lib/contracts/base-data/menu-role-values";
import type { Db } from "@/services/db/client";
import { menuRoles, menus } from "@/services/db/schema";

/** The PC menu tree with each entry's roles; the portal filters it by the user's roles. */
export async function loadMenuTree(db: Db): Promise<MenuNode[]> {
  const rows = await db.select().from(menus).where(eq(menus.terminal, "pc")).orderBy(asc(menus.sort), asc(menus.id));
  const roleRows = await db.select().from(menuRoles);
  const rolesByMenu = new Map<number, string[]>();
  for (const r of roleRows) rolesByMenu.set(r.menuId, [...(rolesByMenu.get(r.menuId) ?? []), r.roleCode]);
  const nodes = new Map<number, MenuNode>();
  for (const m of rows) {
    nodes.set(m.id, {
      id: m.id,
      path: m.path,
      title: m.title,
      titleKey: m.titleKey,
      name: m.identification,
      icon: m.icon,
      imgContent: m.iconFileId ? menuIconPath(m.iconFileId) : m.imgContent,
      isusable: m.isUsable,
      component: m.type === "leaf" ? m.component : null,
      roles: (rolesByMenu.get(m.id) ?? []).sort(),
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const m of rows) {
    const node = nodes.get(m.id)!;
    const parent = m.parentId == null ? undefined : nodes.get(m.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
