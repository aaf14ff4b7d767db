import { z } from "zod/mini";
import { serviceOps } from "../kit/operation";
import { avatarUpload, avatarUrl, holdsUserName, passwordClasses, passwordPolicy, profileInput, updatePasswordInput, type ProfileInput, type UpdatePasswordInput } from "./user-forms";
import { cleanString, maxId, text } from "../text";

/** Who a user is: the group's administrator, internal staff, or a supplier account (main or sub). */
export const userTypes = ["admin", "internal", "supplier"] as const;
export type UserType = (typeof userTypes)[number];

export const loginInput = z.object({
  userName: cleanString("validation.login.userName").check(z.minLength(4, "validation.login.userName"), z.maxLength(10, "validation.login.userName")),
  password: z.string("validation.login.password").check(z.minLength(4, "validation.login.password"), z.maxLength(128, "validation.tooLong")),
  companyId: z.coerce.number("validation.login.company").check(z.int(), z.positive("validation.login.company"), z.lte(maxId, "validation.login.company")),
  companyName: z._default(text(100), ""),
  deviceToken: z.optional(z.string().check(z.maxLength(200))).check(z.describe("the browser's known-device token (a cookie of the portal), if any")),
});
export type LoginInput = z.input<typeof loginInput>;

export const loginResult = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  deviceToken: z.optional(z.string()).check(z.describe("a new known-device token for the browser's cookie")),
});
export type LoginResult = z.infer<typeof loginResult>;

export const company = z.object({ companyid: z.number().check(z.int()), accountname: z.string() });
export type Company = z.infer<typeof company>;

export const cutoverInput = z.object({
  companyId: z.coerce.number("validation.login.company").check(
    z.int("validation.login.company"),
    z.positive("validation.login.company"),
    z.lte(maxId, "validation.login.company"),
  ),
  companyName: z._default(text(100), ""),
});

export const menuNode: z.ZodMiniType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    path: z.string(),
    title: z.string(),
    titleKey: z.nullable(z.string()),
    name: z.string(),
    icon: z.nullable(z.string()),
    imgContent: z.nullable(z.string()),
    isusable: z.boolean(),
    component: z.nullable(z.string()),
    roles: z.array(z.string()),
    children: z.array(menuNode),
  }),
);
export interface MenuNode {
  id: number;
  path: string;
  title: string;
  titleKey: string | null;
  name: string;
  icon: string | null;
  imgContent: string | null;
  isusable: boolean;
  component: string | null;
  roles: string[];
  children: MenuNode[];
}

export const userInfo = z.object({
  token: z.string(),
  name: z.string(),
  userName: z.string().check(z.describe("the login name (the password policy refuses passwords holding it)")),
  userType: z.enum(userTypes),
  avatar: z.nullable(z.string()),
  introduction: z.nullable(z.string()),
  roles: z.array(z.string()),
  roleNames: z.optional(z.array(z.object({ code: z.string(), name: z.string() })).check(z.describe("each role's name, as the administrator named it"))),
  sysmenu: z.string().check(z.describe("JSON text of the menu tree (MenuNode[])")),
  options: z.array(z.string()).check(z.describe("rights codes")),
  newDeptId: z.nullable(z.string()),
  userNo: z.string(),
  companyId: z.number().check(z.int()),
  companyName: z.string(),
  timeZone: z.string().check(z.describe("IANA zone of the company: its business day and shown times")),
  mainUserNo: z.nullable(z.string()),
  isFirstTimeLogin: z.boolean(),
  canSwitchCompany: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export { avatarUpload, avatarUrl, holdsUserName, passwordClasses, passwordPolicy, profileInput, updatePasswordInput, type ProfileInput, type UpdatePasswordInput };

export const cutoverResult = z.object({ companyId: z.number().check(z.int()), companyName: z.string() });

const ops = serviceOps("base-data");
/** The spec's own calls, with their exact paths and payloads (docs/requirements.md §7). */
export const userOps = {
  login: ops.post("/user/auth/userLogin", { summary: "Log in with user name, password and company; answers an opaque token", body: loginInput, response: loginResult }),
  info: ops.get("/user/userInfo", { summary: "The session user: identity, company, roles, rights codes (options) and the menu tree (sysmenu)", response: userInfo }),
  logOut: ops.post("/user/logOut", { summary: "Log out: the token is revoked on the server" }),
  companyInfo: ops.get("/user/auth/companyInfo", { summary: "The companies of the group, for the login form and the company switch", response: z.array(company) }),
  cutover: ops.post("/user/cutoverCompany", { summary: "Switch the session's company; only the configured company-switch user numbers may call it", body: cutoverInput, response: cutoverResult }),
  avatarUpload: ops.post("/user/avatar/upload", {
    summary: "Set the caller's avatar (PNG or JPG, at most 2 MB, told by its bytes); the previous one is removed",
    query: z.object({ name: z.optional(text(200)) }),
    upload: avatarUpload,
    response: z.object({ avatar: z.string() }),
  }),
  avatar: ops.get("/user/avatar/:fileId", { summary: "An avatar image (nosniff)", params: z.object({ fileId: z.uuid("validation.invalid") }), binary: "application/octet-stream" }),
  profile: ops.put("/user/profile", { summary: "Edit the caller's introduction", body: profileInput }),
  updatePassword: ops.post("/user/updatePassword", { summary: "Change the caller's password; other sessions of the user are revoked", body: updatePasswordInput }),
};
