import { sql } from "drizzle-orm";
import type { Principal } from "./principal";
import type { Scope } from "./list/scope";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { roles, userRoles } from "@/services/db/schema";

/** What visibility depends on; a Principal is one. */
export type Viewer = Pick<Principal, "isAdmin" | "userType" | "supplierId" | "userId" | "userNo" | "companyId">;

/** The viewer behind a list's scope (lists get the scope, not the principal): one look-up of the admin role. */
export async function viewerOf(db: Db, scope: Scope): Promise<Viewer> {
  const [admin] = await rows<{ ok: boolean }>(db, sql`select true as ok from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.enabled}
    where ${userRoles.userId} = ${scope.userId} and ${roles.code} = 'admin' limit 1`);
  return {
    isAdmin: !!admin, userType: scope.isSupplier ? "supplier" : "internal", supplierId: scope.supplierId, userId: scope.userId,
    userNo: scope.userNo, companyId: scope.companyId,
  };
}
