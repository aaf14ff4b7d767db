import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Viewer } from "@/services/core/principal";
import { noticeReceivers, notices, userCompanies } from "@/services/db/schema";

export type { Viewer } from "@/services/core/principal";

export const n = alias(notices, "n");
const r = alias(noticeReceivers, "r");
const uc = alias(userCompanies, "uc");

/** Who a notice is for, before its status and window: admins all; staff their companies'; a supplier account only its own company's. */
function addressedTo(p: Viewer): SQL {
  if (p.isAdmin) return sql`true`;
  if (p.userType === "supplier") {
    return sql`exists (select 1 from ${noticeReceivers} ${r} where ${r.noticeId} = ${n.id} and ${r.supplierId} = ${p.supplierId ?? 0})`;
  }
  return sql`${n.companyId} in (select ${uc.companyId} from ${userCompanies} ${uc} where ${uc.userId} = ${p.userId})`;
}

/** A notice its reader may see now: valid, inside its display window, addressed to the reader. */
export function readable(p: Viewer): SQL {
  return sql`${n.status} = 'valid' and ${n.startsAt} <= now() and ${n.endsAt} > now() and ${addressedTo(p)}`;
}

/** A notice its editor may manage: one of the session company's (admins: every one). */
export function managed(p: Viewer): SQL {
  return p.isAdmin ? sql`true` : sql`${n.companyId} = ${p.companyId}`;
}
