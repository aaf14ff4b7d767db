import { and, eq, inArray, sql } from "drizzle-orm";
import { rows } from "@/services/db/rows";
import { alias } from "drizzle-orm/pg-core";
import type { GrantableRole } from "@/lib/contracts/base-data/sub-account";
import { rights } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { roleRights, roles, userRoles, users } from "@/services/db/schema";
import { fieldError } from "@/services/core/errors";

const r = alias(roles, "r");
const rr = alias(roleRights, "rr");
const r2 = alias(roles, "r2");
const rr2 = alias(roleRights, "rr2");
const ur = alias(userRoles, "ur");

const manageRights = Object.values(rights.subAccount);
const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/**
 * Roles that may be given to an account headed by `ceilingUserId` (a main account): enabled, never admin,
 * every right one the main account holds itself, and none of sub-account management (a sub-account manages
 * nobody). Without a ceiling (an admin editing a main or staff account): every enabled role but admin.
 */
export async function grantableRoles(db: Db, ceilingUserId: number | null): Promise<GrantableRole[]> {
  const within = ceilingUserId === null ? sql`true` : sql`not exists (
    select 1 from ${roleRights} ${rr} where ${rr.roleId} = ${r.id} and (${rr.code} = any(${textArray(manageRights)}) or ${rr.code} not in (
      select ${rr2.code} from ${userRoles} ${ur} join ${roles} ${r2} on ${r2.id} = ${ur.roleId} and ${r2.enabled} join ${roleRights} ${rr2} on ${rr2.roleId} = ${r2.id}
      where ${ur.userId} = ${ceilingUserId})))`;
  return rows<GrantableRole>(db, sql`
    select ${r.id} as id, ${r.code} as code, ${r.name} as name, (select count(*)::int from ${roleRights} ${rr} where ${rr.roleId} = ${r.id}) as "rightsCount"
    from ${roles} ${r} where ${r.enabled} and ${r.code} <> 'admin' and ${within} order by ${r.name}, ${r.id}`);
}

/** The user id whose rights bound what an account may hold: its main account for a sub-account, none otherwise. */
export async function ceilingOf(db: Db, mainUserNo: string | null): Promise<number | null> {
  if (!mainUserNo) return null;
  const [main] = await db.select({ id: users.id }).from(users).where(eq(users.userNo, mainUserNo));
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
  if (allowed.length) await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, allowed.map((g) => g.id))));
  for (const id of new Set(roleIds)) await tx.insert(userRoles).values({ userId, roleId: id }).onConflictDoNothing();
}
