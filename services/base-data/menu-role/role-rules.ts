import { sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { fieldError } from "@/services/core/errors";

/** Roles are few: one table lock serialises the uniqueness checks of number and name. */
export const lockRoles = (tx: Db) => tx.execute(sql`lock table roles in share row exclusive mode`);

export async function checkRoleName(tx: Db, name: string, selfId: number): Promise<void> {
  const [taken] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from roles where lower(name) = lower(${name}) and id <> ${selfId}`);
  if (taken!.n) throw fieldError("name", "validation.role.nameTaken");
}
