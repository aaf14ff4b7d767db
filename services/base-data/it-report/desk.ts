import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { rights } from "@/lib/rights/codes";
import { hasAnyRight, type Principal } from "@/services/core/principal";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { itReports, roleRights, roles, userRoles } from "@/services/db/schema";

export const ir = alias(itReports, "ir");

/** IT works the queue: admins and holders of the IT-report right. */
export const isDesk = (p: Principal) => hasAnyRight(p, [rights.itReport.view, rights.itReport.handle]);

/** The same for a list's scope (lists get the scope, not the principal): one look-up. */
export async function isDeskUser(db: Db, userId: number): Promise<boolean> {
  const found = await rows<{ ok: boolean }>(db, sql`
    select true as ok from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.enabled}
    left join ${roleRights} on ${roleRights.roleId} = ${roles.id}
    where ${userRoles.userId} = ${userId} and (${roles.code} = 'admin' or ${roleRights.code} in (${rights.itReport.view}, ${rights.itReport.handle})) limit 1`);
  return found.length > 0;
}

/** A report its caller may see: IT all, anyone else only their own. */
export const visibleTo = (desk: boolean, userId: number): SQL => (desk ? sql`true` : sql`${ir.reporterId} = ${userId}`);
