import type { AnyRoute } from "@/services/core/route";
import { getAvatar, updateProfile, uploadAvatar } from "./avatar";
import { companyInfo } from "./company-info";
import { cutoverCompany } from "./cutover-company";
import { userLogin } from "./login";
import { logOut } from "./logout";
import { ssoLogin } from "./sso-login";
import { updatePassword } from "./update-password";
import { getUserInfo } from "./user-info";
import { bindWechat } from "./wechat-bind";
import { wechatLogin } from "./wechat-login";
import { wechatStatus } from "./wechat-status";
import { unbindWechat } from "./wechat-unbind";

/** The user module's routes: sign-in (password, SSO, WeChat), the session's user and company, the caller's own profile. */
export const userRoutes: AnyRoute[] = [
  userLogin, getUserInfo, logOut, companyInfo, cutoverCompany, updatePassword, uploadAvatar, getAvatar, updateProfile,
  ssoLogin, wechatLogin, wechatStatus, bindWechat, unbindWechat,
];
