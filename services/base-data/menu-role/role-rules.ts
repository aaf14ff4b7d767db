import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { roles } from "@/services/db/schema";
import { fieldError } from "@/services/core/errors";

/** Roles are few: one table lock serialises the uniqueness checks of number and name. */
export const lockRoles = (tx: Db) => tx.execute(sql`lock table ${roles} in share row exclusive mode`);

export async function checkRoleName(tx: Db, name: string, selfId: number): Promise<void> {
  const [taken] = await tx.select({ n: sql<number>`count(*)::int` }).from(roles).where(sql`lower(${roles.name}) = lower(${name}) and ${roles.id} <> ${selfId}`);
  if (taken!.n) throw fieldError("name", "validation.role.nameTaken");
}
