import { eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { menuRoles, menus, roles, storedFiles } from "@/services/db/schema";
import type { MenuInput } from "@/lib/contracts/base-data/menu-role";
import { menuIconPurpose } from "./icon-upload";
import { fieldError } from "@/services/core/errors";

const up = alias(menus, "p");

type Checked = Omit<Required<MenuInput>, "component"> & { component?: string };

/**
 * The menu rules of SPEC §5, checked in one place for create and edit, under the menus table lock the
 * caller holds (so two admins cannot both take the same name): the parent exists in the same terminal
 * and is a catalogue; name and identification are unique, the path unique among its siblings; the icon
 * is a stored menu icon; the roles exist; a catalogue with children stays a catalogue.
 */
export async function checkMenu(tx: Db, m: Checked, selfId: number | null): Promise<void> {
  const self = selfId ?? 0;
  if (m.parentId !== 0) {
    const [parent] = await tx.select({ type: menus.type, terminal: menus.terminal }).from(menus).where(eq(menus.id, m.parentId));
    if (!parent || parent.terminal !== m.terminal || m.parentId === self) throw fieldError("parentId", "validation.menu.parentRequired");
    if (parent.type !== "catalog") throw fieldError("parentId", "validation.menu.parentIsLeaf");
    if (selfId !== null) {
      const [loop] = await rows<{ n: number }>(tx, sql`
        with recursive up(id, parent_id) as (select ${menus.id}, ${menus.parentId} from ${menus} where ${menus.id} = ${m.parentId}
          union all select ${up.id}, ${up.parentId} from ${menus} ${up} join up on ${up.id} = up.parent_id)
        select count(*)::int as n from up where id = ${self}`);
      if (loop!.n > 0) throw fieldError("parentId", "validation.menu.parentLoop");
    }
  }
  const [taken] = await rows<{ title: boolean; ident: boolean; path: boolean }>(tx, sql`
    select
      exists(select 1 from ${menus} where ${menus.terminal} = ${m.terminal} and lower(${menus.title}) = lower(${m.title}) and ${menus.id} <> ${self}) as title,
      exists(select 1 from ${menus} where lower(${menus.identification}) = lower(${m.identification}) and ${menus.id} <> ${self}) as ident,
      exists(select 1 from ${menus} where ${menus.terminal} = ${m.terminal} and coalesce(${menus.parentId}, 0) = ${m.parentId}
        and lower(${menus.path}) = lower(${m.path}) and ${menus.id} <> ${self}) as path`);
  if (taken!.title) throw fieldError("title", "validation.menu.nameTaken");
  if (taken!.ident) throw fieldError("identification", "validation.menu.identificationTaken");
  if (taken!.path) throw fieldError("path", "validation.menu.pathTaken");
  const [icon] = await rows<{ id: string }>(tx, sql`
    select ${storedFiles.id}::text as id from ${storedFiles}
    where ${storedFiles.id} = ${m.iconFileId}::uuid and ${storedFiles.purpose} = ${menuIconPurpose} and ${storedFiles.complete}`);
  if (!icon) throw fieldError("iconFileId", "validation.menu.iconRequired");
  if (m.roles.length) {
    const [known] = await tx.select({ n: sql<number>`count(*)::int` }).from(roles).where(inArray(roles.code, m.roles));
    if (known!.n !== new Set(m.roles).size) throw fieldError("roles", "validation.menu.roleUnknown");
  }
  if (selfId !== null && m.type === "leaf") {
    const [kids] = await tx.select({ n: sql<number>`count(*)::int` }).from(menus).where(eq(menus.parentId, self));
    if (kids!.n > 0) throw fieldError("type", "validation.menu.hasChildren");
  }
}

/** Menus are few and edited rarely: one table lock serialises every change of the tree. */
export const lockMenus = (tx: Db) => tx.execute(sql`lock table ${menus} in share row exclusive mode`);

export async function setMenuRoles(tx: Db, menuId: number, roles: readonly string[]): Promise<void> {
  await tx.delete(menuRoles).where(eq(menuRoles.menuId, menuId));
  for (const code of new Set(roles)) await tx.insert(menuRoles).values({ menuId, roleCode: code });
}

/** The portal tells a leaf (a page) by its component; a menu made here without one opens the generic page of its path. */
export const leafComponent = (m: { component?: string; identification: string }) => m.component || `menu/${m.identification}/index`;
