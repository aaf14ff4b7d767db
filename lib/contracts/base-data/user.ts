import { z } from "zod";
import { serviceOps } from "../kit/operation";
import { maxId, text } from "../common";
import { uploadSpec } from "../kit/upload";

/** Who a user is: the group's administrator, internal staff, or a supplier account (main or sub). */
export const userTypes = ["admin", "internal", "supplier"] as const;
export type UserType = (typeof userTypes)[number];

export const loginInput = z.object({
  userName: z.string("validation.login.userName").trim().min(4, "validation.login.userName").max(10, "validation.login.userName"),
  password: z.string("validation.login.password").min(4, "validation.login.password").max(128, "validation.tooLong"),
  companyId: z.coerce.number("validation.login.company").int().positive("validation.login.company").max(maxId, "validation.login.company"),
  companyName: z.string().trim().max(100).default(""),
  deviceToken: z.string().max(200).optional().describe("the browser's known-device token (a cookie of the portal), if any"),
});
export type LoginInput = z.input<typeof loginInput>;

export const loginResult = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  deviceToken: z.string().optional().describe("a new known-device token for the browser's cookie"),
});
export type LoginResult = z.infer<typeof loginResult>;

export const company = z.object({ companyid: z.number().int(), accountname: z.string() });
export type Company = z.infer<typeof company>;

export const cutoverInput = z.object({
  companyId: z.coerce.number("validation.login.company").int("validation.login.company").positive("validation.login.company").max(maxId, "validation.login.company"),
  companyName: z.string().trim().max(100).default(""),
});

export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    path: z.string(),
    title: z.string(),
    titleKey: z.string().nullable(),
    name: z.string(),
    icon: z.string().nullable(),
    imgContent: z.string().nullable(),
    isusable: z.boolean(),
    component: z.string().nullable(),
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
  userName: z.string().describe("the login name (the password policy refuses passwords holding it)"),
  userType: z.enum(userTypes),
  avatar: z.string().nullable(),
  introduction: z.string().nullable(),
  roles: z.array(z.string()),
  sysmenu: z.string().describe("JSON text of the menu tree (MenuNode[])"),
  options: z.array(z.string()).describe("rights codes"),
  newDeptId: z.string().nullable(),
  userNo: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  timeZone: z.string().describe("IANA zone of the company: its business day and shown times"),
  mainUserNo: z.string().nullable(),
  isFirstTimeLogin: z.boolean(),
  canSwitchCompany: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const passwordPolicy = { minLength: 8, maxLength: 64 } as const;

/** How many of the four classes (lower case, upper case, digits, other characters) a password uses; the policy wants three. */
export function passwordClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((re) => re.test(password)).length;
}

/** The policy's rule the form cannot check alone: the password must not hold the user name. */
export const holdsUserName = (password: string, userName: string) => userName.length > 0 && password.toLowerCase().includes(userName.toLowerCase());

export const updatePasswordInput = z
  .object({
    oldPassword: z.string().min(1, "validation.required").max(128),
    newPassword: z
      .string()
      .min(passwordPolicy.minLength, "validation.password.minLength")
      .max(passwordPolicy.maxLength, "validation.tooLong"),
    confirmPassword: z.string().min(1, "validation.required").max(128),
  })
  .refine((v) => passwordClasses(v.newPassword) >= 3, { path: ["newPassword"], message: "validation.password.classes" })
  .refine((v) => v.newPassword !== v.oldPassword, { path: ["newPassword"], message: "validation.password.sameAsOld" })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "validation.password.mismatch" });
export type UpdatePasswordInput = z.infer<typeof updatePasswordInput>;

/** The profile's avatar: PNG or JPG, at most 2 MB, told by its bytes. */
export const avatarUpload = uploadSpec(["png", "jpeg"], 2 * 1024 * 1024);
export const avatarUrl = (fileId: string) => `/api/base-data/user/avatar/${fileId}`;
export const profileInput = z.object({ introduction: text(500) });
export type ProfileInput = z.input<typeof profileInput>;

export const cutoverResult = z.object({ companyId: z.number().int(), companyName: z.string() });

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
    query: z.object({ name: text(200).optional() }),
    upload: avatarUpload,
    response: z.object({ avatar: z.string() }),
  }),
  avatar: ops.get("/user/avatar/:fileId", { summary: "An avatar image (nosniff)", params: z.object({ fileId: z.uuid("validation.invalid") }), binary: "application/octet-stream" }),
  profile: ops.put("/user/profile", { summary: "Edit the caller's introduction", body: profileInput }),
  updatePassword: ops.post("/user/updatePassword", { summary: "Change the caller's password; other sessions of the user are revoked", body: updatePasswordInput }),
};
