import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { userRoutes } from "./user/routes";
import { dictionaryRoutes } from "./dictionary/routes";
import { menuRoleRoutes } from "./menu-role/routes";
import { noticeRoutes } from "./notice/routes";
import { itReportRoutes } from "./it-report/routes";
import { helpDocRoutes } from "./help-doc/routes";
import { subAccountRoutes } from "./sub-account/routes";
import { notificationRoutes } from "./notification/routes";
import { webhookRoutes } from "./webhook/routes";
import { apiTokenRoutes } from "./api-token/routes";
import { notificationPreferenceRoutes } from "./notification-preference/routes";
import { conversationRoutes } from "./conversation/routes";

export const routes: AnyRoute[] = [
  ...userRoutes, ...dictionaryRoutes, ...menuRoleRoutes, ...noticeRoutes, ...itReportRoutes, ...helpDocRoutes, ...subAccountRoutes,
  ...notificationRoutes, ...webhookRoutes, ...apiTokenRoutes, ...notificationPreferenceRoutes, ...conversationRoutes,
];

export const app = createServiceApp("base-data", routes);
