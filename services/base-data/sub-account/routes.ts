import type { AnyRoute } from "@/services/core/route";
import { createSubAccount } from "./create";
import { getGrantableRoles, getSubAccount, subAccountAudit } from "./detail";
import { enableSubAccount } from "./enable";
import { subAccountListRoutes } from "./list";
import { resetSubAccountPassword } from "./reset-password";
import { updateSubAccount } from "./update";

/** The sub-account module's routes, fixed paths before `/:id` ones. */
export const subAccountRoutes: AnyRoute[] = [
  subAccountListRoutes.list, subAccountListRoutes.export, getGrantableRoles, createSubAccount,
  getSubAccount, updateSubAccount, enableSubAccount, resetSubAccountPassword, subAccountAudit,
];
