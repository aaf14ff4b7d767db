"use client";

import { menuRoleOps, type AdminMenu, type AdminRole } from "@/lib/contracts/base-data/menu-role";
import { AuditHistory } from "@/components/common/audit-history";
import { RoleForm } from "./role-form";
import { RoleAccess } from "./role-access";

export interface RolePanelProps {
  roleId: number | "new"; role: AdminRole | null; menus: AdminMenu[]; version: number; onSaved: (id: number) => void; onChanged: () => void;
}

/** The chosen (or new) role's form, rights, members and history; loaded with its contract once a role is picked. */
export default function RolePanel({ roleId, role, menus, version, onSaved, onChanged }: RolePanelProps) {
  return (
    <>
      <RoleForm key={`form-${roleId}-${version}`} role={role} onSaved={onSaved} />
      {role && <RoleAccess key={`access-${role.id}-${version}`} role={role} menus={menus} onSaved={onChanged} />}
      {role && <AuditHistory op={menuRoleOps.roleAudit} id={role.id} version={version} states="enabledState" />}
    </>
  );
}
