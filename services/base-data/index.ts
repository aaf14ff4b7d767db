import { createServiceApp } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { getDictionaryItems } from "./dictionary/items";
import { companyInfo } from "./user/company-info";
import { cutoverCompany } from "./user/cutover-company";
import { userLogin } from "./user/login";
import { logOut } from "./user/logout";
import { updatePassword } from "./user/update-password";
import { getUserInfo } from "./user/user-info";
import { noticeRoutes } from "./notice/routes";
import { itReportRoutes } from "./it-report/routes";

export const routes: AnyRoute[] = [userLogin, getUserInfo, logOut, companyInfo, cutoverCompany, updatePassword, getDictionaryItems, ...noticeRoutes, ...itReportRoutes];

export const app = createServiceApp("base-data", routes);
