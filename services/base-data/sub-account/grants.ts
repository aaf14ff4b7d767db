import { sql } from "drizzle-orm";
import type { GrantableRole } from "@/lib/contracts/base-data/sub-account";
import { rights } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { fieldError } from "@/services/core/errors";

const manageRights = Object.values(rights.subAccount);
const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/**
 * Roles that may be given to an account headed by `ceilingUserId` (a main account): enabled, never admin,
 * every right one the main account holds itself, and none of sub-account management (a sub-account manages
 * nobody). Without a ceiling (an admin editing a main or staff account): every enabled role but admin.
 */
export async function grantableRoles(db: Db, ceilingUserId: number | null): Promise<GrantableRole[]> {
  const within = ceilingUserId === null ? sql`true` : sql`not exists (
    select 1 from role_rights rr where rr.role_id = r.id and (rr.code = any(${textArray(manageRights)}) or rr.code not in (
      select rr2.code from user_roles ur join roles r2 on r2.id = ur.role_id and r2.enabled join role_rights rr2 on rr2.role_id = r2.id
      where ur.user_id = ${ceilingUserId})))`;
  const found = await rows<{ id: number; code: string; name: string; rights_count: number }>(db, sql`
    select r.id, r.code, r.name, (select count(*)::int from role_rights rr where rr.role_id = r.id) as rights_count
    from roles r where r.enabled and r.code <> 'admin' and ${within} order by r.name, r.id`);
  return found.map((r) => ({ id: r.id, code: r.code, name: r.name, rightsCount: r.rights_count }));
}

/** The user id whose rights bound what an account may hold: its main account for a sub-account, none otherwise. */
export async function ceilingOf(db: Db, mainUserNo: string | null): Promise<number | null> {
  if (!mainUserNo) return null;
  const [main] = await rows<{ id: number }>(db, sql`select id from users where user_no = ${mainUserNo}`);
  return main?.id ?? 0;
}

/** Every requested role must be grantable, or the request changes nothing. */
export async function checkGrantable(db: Db, ceilingUserId: number | null, roleIds: readonly number[]): Promise<GrantableRole[]> {
  const allowed = await grantableRoles(db, ceilingUserId);
  const bad = roleIds.filter((id) => !allowed.some((r) => r.id === id));
  if (bad.length) throw fieldError("roleIds", "validation.subAccount.roleNotGrantable");
  return allowed;
}

/** Replaces the grantable roles of an account; roles the caller could not grant (an admin's choice) stay. */
export async function setRoles(tx: Db, userId: number, allowed: readonly GrantableRole[], roleIds: readonly number[]): Promise<void> {
  if (allowed.length) await tx.execute(sql`delete from user_roles where user_id = ${userId} and role_id in (${sql.join(allowed.map((r) => sql`${r.id}`), sql`, `)})`);
  for (const id of new Set(roleIds)) await tx.execute(sql`insert into user_roles (user_id, role_id) values (${userId}, ${id}) on conflict do nothing`);
}
