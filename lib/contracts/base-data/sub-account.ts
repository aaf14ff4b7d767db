import { z } from "zod/mini";
import { auditResult, filterText, idParam, requiredText, text } from "../common";
import { col, defineList } from "../kit/list";
import { serviceOps } from "../kit/operation";
import { loginInput } from "./user";

/**
 * Sub-account management (menu 92): a supplier's main account manages the sub-accounts of its own supplier;
 * an admin manages every account of the session's company. Roles granted are limited to what the caller holds.
 */
export const accountKinds = ["main", "sub", "internal"] as const;
export type AccountKind = (typeof accountKinds)[number];

/** The same bounds as the login form (SPEC §5: user name 4 to 10 characters). */
const userName = loginInput.shape.userName.check(z.regex(/^[A-Za-z0-9_.-]*$/, "validation.subAccount.userNameFormat"));
const roleIds = z.array(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647))).check(z.maxLength(20, "validation.tooMany"));

export const subAccountInput = z.object({
  userName,
  name: requiredText(50, "validation.subAccount.nameRequired"),
  /** An admin names the main account the new sub-account belongs to; a main account's own is implied. */
  mainUserNo: z.optional(text(30)),
  roleIds: roleIds.check(z.minLength(1, "validation.subAccount.roleRequired")),
});
export type SubAccountInput = z.input<typeof subAccountInput>;

export const subAccountEditInput = z.pick(subAccountInput, { name: true, roleIds: true });
export type SubAccountEditInput = z.input<typeof subAccountEditInput>;

export const grantableRole = z.object({ id: z.number().check(z.int()), code: z.string(), name: z.string(), rightsCount: z.number().check(z.int()) });
export type GrantableRole = z.infer<typeof grantableRole>;

export const subAccountDetail = z.object({
  id: z.number().check(z.int()),
  userName: z.string(),
  userNo: z.string(),
  name: z.string(),
  kind: z.enum(accountKinds),
  enabled: z.boolean(),
  roleIds: z.array(z.number().check(z.int())),
});
export type SubAccountDetail = z.infer<typeof subAccountDetail>;

/** A generated temporary password, shown once; the account must change it at its first login. */
export const temporaryPassword = z.object({ id: z.number().check(z.int()), userNo: z.string(), temporaryPassword: z.string() });

export const subAccountList = defineList({
  service: "base-data",
  path: "/sub-account",
  namespace: "subAccount",
  summary: "Accounts the caller manages: a main account its supplier's sub-accounts, an admin every account of the session's company",
  defaultSort: "-createdAt",
  columns: {
    companyName: col.text({ width: 30 }),
    userName: col.text(),
    userNo: col.text(),
    name: col.text({ width: 24 }),
    kind: col.enum("accountKind", accountKinds, { tones: { main: "default", sub: "secondary", internal: "outline" } }),
    roles: col.text({ sortable: false, width: 30 }),
    enabled: col.flag(),
    createdAt: col.datetime(),
  },
  filters: {
    q: filterText(50),
    kind: z.optional(z.enum(accountKinds, "validation.invalid")),
    enabled: z.optional(z.enum(["true", "false"], "validation.invalid")),
  },
});
export type SubAccountRow = z.infer<typeof subAccountList.row>;

const ops = serviceOps("base-data");
export const subAccountOps = {
  grantable: ops.get("/sub-account/grantable-roles", {
    summary: "Roles the caller may grant: enabled, not admin, every right within the caller's own rights",
    response: z.array(grantableRole),
  }),
  detail: ops.get("/sub-account/:id", { summary: "One managed account with its roles", params: idParam, response: subAccountDetail }),
  create: ops.post("/sub-account", { summary: "Create a sub-account with a temporary password (shown once)", body: subAccountInput, response: temporaryPassword }),
  update: ops.put("/sub-account/:id", { summary: "Edit a managed account's name and roles", params: idParam, body: subAccountEditInput }),
  enable: ops.post("/sub-account/:id/enabled", {
    summary: "Enable or disable a managed account; disabling ends its sessions",
    params: idParam,
    body: z.object({ enabled: z.boolean() }),
  }),
  resetPassword: ops.post("/sub-account/:id/reset-password", {
    summary: "Give a managed account a new temporary password (shown once); its sessions end",
    params: idParam,
    response: temporaryPassword,
  }),
  audit: ops.get("/sub-account/:id/audit", { summary: "The history of a managed account", params: idParam, response: auditResult }),
};
