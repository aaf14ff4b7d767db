import type { AnyRoute } from "@/services/core/route";
import { addOperation } from "./add-operation";
import { menuAudit, roleAudit } from "./audit";
import { createMenu } from "./create-menu";
import { createRole } from "./create-role";
import { enableMenu } from "./enable-menu";
import { getMenuIcon } from "./icon";
import { uploadMenuIcon } from "./icon-upload";
import { roleImportTemplate } from "./import-template";
import { importRoleUsers } from "./import-users";
import { listMenus } from "./menus";
import { moveMenu } from "./move-menu";
import { removeOperation } from "./remove-operation";
import { setRoleMembers } from "./role-members";
import { setRoleRights } from "./role-rights";
import { listRoles } from "./roles";
import { updateMenu } from "./update-menu";
import { updateRole } from "./update-role";

/** The menu and role module's routes, fixed paths before `/:id` ones. */
export const menuRoleRoutes: AnyRoute[] = [
  listMenus, uploadMenuIcon, getMenuIcon, createMenu, updateMenu, moveMenu, enableMenu, menuAudit, addOperation, removeOperation,
  listRoles, createRole, updateRole, setRoleRights, setRoleMembers, roleImportTemplate, importRoleUsers, roleAudit,
];
