import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { UserType } from "@/lib/contracts/base-data/user";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { AppError } from "./errors";
import { frozen } from "./sql";
import { companies, roleRights, roles, userRoles, userTokens, users } from "@/services/db/schema";

/** The user and company a principal is read from (principalColumns names them). */
export const u = alias(users, "u");
export const c = alias(companies, "c");
const r = alias(roles, "r");
const ur = alias(userRoles, "ur");
const rr = alias(roleRights, "rr");
const t = alias(userTokens, "t");

/** The caller of a service: who, in which company, with which roles and rights codes. */
export interface Principal {
  userId: number;
  userNo: string;
  userName: string;
  name: string;
  userType: UserType;
  supplierId: number | null;
  mainUserNo: string | null;
  deptId: string | null;
  avatar: string | null;
  introduction: string | null;
  isFirstTimeLogin: boolean;
  companyId: number;
  companyName: string;
  /** IANA zone of the session's company (its business day and shown times). */
  timeZone: string;
  roles: string[];
  rights: string[];
  isAdmin: boolean;
  tokenHash: string;
  /** Set when the caller is an API token (services/core/api-token.ts), not a signed-in session. */
  apiTokenId?: number;
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The user, company, roles and rights of a principal, over `users u` and `companies c` (see PrincipalRow). */
export const principalColumns = frozen(sql`
      ${u.id} as user_id, ${u.userNo}, ${u.userName}, ${u.name}, ${u.userType}, ${u.supplierId}, ${u.mainUserNo},
      ${u.deptId}, ${u.avatar}, ${u.introduction}, ${u.isFirstTimeLogin}, ${u.enabled},
      ${c.id} as company_id, ${c.accountName} as company_name, ${c.timeZone},
      (select array_agg(${r.code} order by ${r.code}) from ${userRoles} ${ur} join ${roles} ${r} on ${r.id} = ${ur.roleId} and ${r.enabled}
        where ${ur.userId} = ${u.id}) as roles,
      (select array_agg(distinct ${rr.code}) from ${userRoles} ${ur} join ${roles} ${r} on ${r.id} = ${ur.roleId} and ${r.enabled}
        join ${roleRights} ${rr} on ${rr.roleId} = ${r.id} where ${ur.userId} = ${u.id}) as rights`);

export interface PrincipalRow extends Record<string, unknown> {
  user_id: number;
  user_no: string;
  user_name: string;
  name: string;
  user_type: UserType;
  supplier_id: number | null;
  main_user_no: string | null;
  dept_id: string | null;
  avatar: string | null;
  introduction: string | null;
  is_first_time_login: boolean;
  enabled: boolean;
  company_id: number;
  company_name: string;
  time_zone: string;
  roles: string[] | null;
  rights: string[] | null;
}

interface TokenRow extends PrincipalRow {
  status: string;
  expired: boolean;
}

/** The session lookup up to its one parameter, the token's hash: rendered once, not on every request. */
const byTokenHash = frozen(sql`
    select ${t.status}, ${t.expiresAt} <= now() as expired,
      ${principalColumns}
    from ${userTokens} ${t} join ${users} ${u} on ${u.id} = ${t.userId} join ${companies} ${c} on ${c.id} = ${t.companyId}
    where ${t.tokenHash} =`);

/** One query: token → user → company, roles and rights. Throws the session error codes of docs/architecture.md. */
export async function resolvePrincipal(db: Db, token: string | null | undefined): Promise<Principal> {
  if (!token || token.length > 200) throw new AppError("INVALID_TOKEN", "errors.invalidToken");
  const tokenHash = hashToken(token);
  const found = await rows<TokenRow>(db, sql`${byTokenHash} ${tokenHash}`);
  const row = found[0];
  if (!row || !row.enabled) throw new AppError("INVALID_TOKEN", "errors.invalidToken");
  if (row.status === "superseded") throw new AppError("LOGGED_IN_ELSEWHERE", "errors.loggedInElsewhere");
  if (row.status === "revoked") throw new AppError("REVOKED", "errors.revoked");
  if (row.status !== "active") throw new AppError("INVALID_TOKEN", "errors.invalidToken");
  if (row.expired) throw new AppError("EXPIRED", "errors.expired");
  return principalOf(row, tokenHash);
}

export function principalOf(row: PrincipalRow, tokenHash: string): Principal {
  const roles = row.roles ?? [];
  return {
    userId: row.user_id,
    userNo: row.user_no,
    userName: row.user_name,
    name: row.name,
    userType: row.user_type,
    supplierId: row.supplier_id,
    mainUserNo: row.main_user_no,
    deptId: row.dept_id,
    avatar: row.avatar,
    introduction: row.introduction,
    isFirstTimeLogin: row.is_first_time_login,
    companyId: row.company_id,
    companyName: row.company_name,
    timeZone: row.time_zone,
    roles,
    rights: row.rights ?? [],
    isAdmin: roles.includes("admin"),
    tokenHash,
  };
}

export function hasAnyRight(p: Principal, codes: readonly string[]): boolean {
  return p.isAdmin || codes.some((c) => p.rights.includes(c));
}

/** What visibility depends on: the part of a principal a where clause reads. */
export type Viewer = Pick<Principal, "isAdmin" | "userType" | "supplierId" | "userId" | "userNo" | "companyId">;
