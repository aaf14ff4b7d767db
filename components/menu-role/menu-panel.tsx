"use client";

import { useTranslations } from "next-intl";
import { menuRoleOps, type AdminMenu, type AdminRole } from "@/lib/contracts/base-data/menu-role";
import type { MenuTerminal } from "@/lib/contracts/base-data/menu-role-values";
import { AuditHistory } from "@/components/common/audit-history";
import { MenuForm } from "./menu-form";
import { MenuOperations } from "./menu-operations";

export interface MenuPanelProps {
  menuId: number | "new"; menu: AdminMenu | null; terminal: MenuTerminal; menus: AdminMenu[]; roles: AdminRole[]; version: number;
  onSaved: (id: number) => void; onChanged: () => void;
}

/** The chosen (or new) menu's form, operations and history; loaded with its contract once a menu is picked. */
export default function MenuPanel({ menuId, menu, terminal, menus, roles, version, onSaved, onChanged }: MenuPanelProps) {
  const t = useTranslations("menuRole");
  return (
    <>
      <h3 className="text-sm font-semibold">{menu ? t("editMenu") : t("newMenu")}</h3>
      <MenuForm key={`${terminal}-${menuId}-${version}`} menu={menu} terminal={terminal} menus={menus} roles={roles} parentId={0} onSaved={onSaved} />
      {menu && <MenuOperations menu={menu} onChanged={onChanged} />}
      {menu && <AuditHistory op={menuRoleOps.menuAudit} id={menu.id} version={version} states="enabledState" />}
    </>
  );
}
