import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Viewer } from "@/services/core/principal";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { notFound } from "@/services/core/errors";
import { userCompanies, users } from "@/services/db/schema";

export const u = alias(users, "u");
const uc = alias(userCompanies, "uc");

/**
 * The accounts a caller manages, on alias `u`: an admin every account of the session's company; a supplier's
 * main account the sub-accounts it heads in its own supplier (a sub-account heads none); other staff none.
 */
export function managed(v: Viewer): SQL {
  const inCompany = sql`exists (select 1 from ${userCompanies} ${uc} where ${uc.userId} = ${u.id} and ${uc.companyId} = ${v.companyId})`;
  if (v.isAdmin) return inCompany;
  if (v.userType === "supplier") {
    return sql`${u.userType} = 'supplier' and ${u.supplierId} = ${v.supplierId ?? 0} and ${u.mainUserNo} = ${v.userNo} and ${inCompany}`;
  }
  return sql`false`;
}

export const kindOf = sql`case when ${u.userType} <> 'supplier' then 'internal' when ${u.mainUserNo} is null then 'main' else 'sub' end`;

export interface ManagedRow extends Record<string, unknown> {
  id: number;
  user_no: string;
  user_name: string;
  enabled: boolean;
  main_user_no: string | null;
  kind: "main" | "sub" | "internal";
}

/** A managed account, locked for the change; out of scope answers exactly like missing. */
export async function lockManaged(tx: Db, v: Viewer, id: number): Promise<ManagedRow> {
  const [row] = await rows<ManagedRow>(tx, sql`
    select ${u.id} as id, ${u.userNo} as user_no, ${u.userName} as user_name, ${u.enabled} as enabled,
      ${u.mainUserNo} as main_user_no, ${kindOf} as kind
    from ${users} ${u} where ${u.id} = ${id} and ${managed(v)} for update of u`);
  if (!row) throw notFound();
  return row;
}
