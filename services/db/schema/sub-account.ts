/**
 * Sub-accounts need no table of their own: an account is a row of `users` (org.ts) with its main account in
 * `main_user_no`, its roles in `user_roles` (access.ts) and its companies in `user_companies`.
 */
export { userCompanies, users } from "./org";
export { userRoles } from "./access";
