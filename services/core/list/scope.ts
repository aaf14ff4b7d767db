import { sql, type SQL } from "drizzle-orm";
import type { Principal } from "@/services/core/principal";
import { businessDay, systemClock, type BusinessDay } from "@/services/core/business-time";

/**
 * The tenant a caller may see. Supplier accounts (main and sub): their supplier in the session's
 * company. Internal staff and admins: the session's company, every supplier. A supplier account
 * without a supplier sees nothing.
 */
export interface Scope extends BusinessDay {
  companyId: number;
  supplierId: number | null;
  userId: number;
  userNo: string;
  isSupplier: boolean;
}

export function scopeOf(p: Principal, now: Date = systemClock()): Scope {
  const isSupplier = p.userType === "supplier";
  return {
    companyId: p.companyId, supplierId: isSupplier ? (p.supplierId ?? 0) : null, userId: p.userId, userNo: p.userNo, isSupplier,
    ...businessDay(p.timeZone, now),
  };
}

/** `company = … [and supplier = …]` on a table alias's columns. */
export function inScope(scope: Scope, company: SQL, supplier: SQL): SQL {
  return scope.supplierId === null
    ? sql`${company} = ${scope.companyId}`
    : sql`${company} = ${scope.companyId} and ${supplier} = ${scope.supplierId}`;
}
