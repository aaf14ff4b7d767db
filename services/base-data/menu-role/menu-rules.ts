import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import type { MenuInput } from "@/lib/contracts/base-data/menu-role";
import { menuIconPurpose } from "./icon-upload";
import { fieldError } from "@/services/core/errors";

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
    const [parent] = await rows<{ type: string; terminal: string }>(tx, sql`select type, terminal from menus where id = ${m.parentId}`);
    if (!parent || parent.terminal !== m.terminal || m.parentId === self) throw fieldError("parentId", "validation.menu.parentRequired");
    if (parent.type !== "catalog") throw fieldError("parentId", "validation.menu.parentIsLeaf");
    if (selfId !== null) {
      const [loop] = await rows<{ n: number }>(tx, sql`
        with recursive up(id, parent_id) as (select id, parent_id from menus where id = ${m.parentId}
          union all select p.id, p.parent_id from menus p join up on p.id = up.parent_id)
        select count(*)::int as n from up where id = ${self}`);
      if (loop!.n > 0) throw fieldError("parentId", "validation.menu.parentLoop");
    }
  }
  const [taken] = await rows<{ title: boolean; ident: boolean; path: boolean }>(tx, sql`
    select
      exists(select 1 from menus where terminal = ${m.terminal} and lower(title) = lower(${m.title}) and id <> ${self}) as title,
      exists(select 1 from menus where lower(identification) = lower(${m.identification}) and id <> ${self}) as ident,
      exists(select 1 from menus where terminal = ${m.terminal} and coalesce(parent_id, 0) = ${m.parentId}
        and lower(path) = lower(${m.path}) and id <> ${self}) as path`);
  if (taken!.title) throw fieldError("title", "validation.menu.nameTaken");
  if (taken!.ident) throw fieldError("identification", "validation.menu.identificationTaken");
  if (taken!.path) throw fieldError("path", "validation.menu.pathTaken");
  const [icon] = await rows<{ id: string }>(tx, sql`
    select id::text as id from stored_files where id = ${m.iconFileId}::uuid and purpose = ${menuIconPurpose} and complete`);
  if (!icon) throw fieldError("iconFileId", "validation.menu.iconRequired");
  if (m.roles.length) {
    const [known] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from roles where code in (${sql.join(m.roles.map((r) => sql`${r}`), sql`, `)})`);
    if (known!.n !== new Set(m.roles).size) throw fieldError("roles", "validation.menu.roleUnknown");
  }
  if (selfId !== null && m.type === "leaf") {
    const [kids] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from menus where parent_id = ${self}`);
    if (kids!.n > 0) throw fieldError("type", "validation.menu.hasChildren");
  }
}

/** Menus are few and edited rarely: one table lock serialises every change of the tree. */
export const lockMenus = (tx: Db) => tx.execute(sql`lock table menus in share row exclusive mode`);

export async function setMenuRoles(tx: Db, menuId: number, roles: readonly string[]): Promise<void> {
  await tx.execute(sql`delete from menu_roles where menu_id = ${menuId}`);
  for (const code of new Set(roles)) await tx.execute(sql`insert into menu_roles (menu_id, role_code) values (${menuId}, ${code})`);
}

/** The portal tells a leaf (a page) by its component; a menu made here without one opens the generic page of its path. */
export const leafComponent = (m: { component?: string; identification: string }) => m.component || `menu/${m.identification}/index`;
