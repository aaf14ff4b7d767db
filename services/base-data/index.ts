import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { dictionaryAdminRoutes } from "./dictionary/admin-routes";
import { getDictionaryItems } from "./dictionary/items";
import { companyInfo } from "./user/company-info";
import { cutoverCompany } from "./user/cutover-company";
import { userLogin } from "./user/login";
import { logOut } from "./user/logout";
import { updatePassword } from "./user/update-password";
import { getAvatar, updateProfile, uploadAvatar } from "./user/avatar";
import { getUserInfo } from "./user/user-info";
import { noticeRoutes } from "./notice/routes";
import { itReportRoutes } from "./it-report/routes";
import { helpDocRoutes } from "./help-doc/routes";
import { subAccountRoutes } from "./sub-account/routes";
import { notificationRoutes } from "./notification/routes";
import { webhookRoutes } from "./webhook/routes";
import { conversationRoutes } from "./conversation/routes";
import { apiTokenRoutes } from "./api-token/routes";
import { notificationPreferenceRoutes } from "./notification-preference/routes";
import { ssoLogin } from "./user/sso-login";
import { wechatRoutes } from "./user/wechat-routes";
import { addOperation } from "./menu-role/add-operation";
import { menuAudit, roleAudit } from "./menu-role/audit";
import { createMenu } from "./menu-role/create-menu";
import { createRole } from "./menu-role/create-role";
import { enableMenu } from "./menu-role/enable-menu";
import { getMenuIcon } from "./menu-role/icon";
import { uploadMenuIcon } from "./menu-role/icon-upload";
import { listMenus } from "./menu-role/menus";
import { moveMenu } from "./menu-role/move-menu";
import { removeOperation } from "./menu-role/remove-operation";
import { setRoleMembers } from "./menu-role/role-members";
import { setRoleRights } from "./menu-role/role-rights";
import { listRoles } from "./menu-role/roles";
import { importRoleUsers } from "./menu-role/import-users";
import { roleImportTemplate } from "./menu-role/import-template";
import { updateMenu } from "./menu-role/update-menu";
import { updateRole } from "./menu-role/update-role";

export const routes: AnyRoute[] = [userLogin, getUserInfo, logOut, companyInfo, cutoverCompany, updatePassword, uploadAvatar, getAvatar, updateProfile, ...dictionaryAdminRoutes, getDictionaryItems,
  listMenus, uploadMenuIcon, getMenuIcon, createMenu, updateMenu, moveMenu, enableMenu, menuAudit, addOperation, removeOperation,
  listRoles, createRole, updateRole, setRoleRights, setRoleMembers, roleImportTemplate, importRoleUsers, roleAudit, ...noticeRoutes, ...itReportRoutes, ...helpDocRoutes,
  ...subAccountRoutes, ssoLogin, ...wechatRoutes, ...notificationRoutes, ...webhookRoutes, ...apiTokenRoutes, ...notificationPreferenceRoutes, ...conversationRoutes];

export const app = createServiceApp("base-data", routes);
