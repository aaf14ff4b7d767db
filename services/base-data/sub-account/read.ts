import { sql } from "drizzle-orm";
import { subAccountOps } from "@/lib/contracts/base-data/sub-account";
import { rights } from "@/lib/rights/codes";
import { auditHistory } from "@/services/core/audit-history";
import { forbidden, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { users } from "@/services/db/schema";
import { grantableRoles } from "./grants";
import { kindOf, managed, u, type ManagedRow } from "./where";

/** Roles the caller may give: a main account within its own rights; an admin any enabled role but admin. */
export const getGrantableRoles = defineRoute(subAccountOps.grantable, {
  rights: [rights.subAccount.add, rights.subAccount.edit],
  audience: "any",
  async handler({ db, principal: p }) {
    if (p.userType === "supplier" && p.mainUserNo) throw forbidden();
    return grantableRoles(db, p.isAdmin ? null : p.userId);
  },
});

export const getSubAccount = defineRoute(subAccountOps.detail, {
  rights: [rights.subAccount.view],
  audience: "any",
  async handler({ db, principal: p, params }) {
    const [row] = await rows<ManagedRow & { name: string; role_ids: number[] | null }>(db, sql`
      select ${u.id} as id, ${u.userName} as user_name, ${u.userNo} as user_no, ${u.name} as name, ${u.enabled} as enabled, ${kindOf} as kind,
        (select array_agg(ur.role_id order by ur.role_id) from user_roles ur where ur.user_id = ${u.id}) as role_ids
      from ${users} ${u} where ${u.id} = ${params.id} and ${managed(p)}`);
    if (!row) throw notFound();
    return { id: row.id, userName: row.user_name, userNo: row.user_no, name: row.name, kind: row.kind, enabled: row.enabled, roleIds: row.role_ids ?? [] };
  },
});

export const subAccountAudit = defineRoute(subAccountOps.audit, {
  rights: [rights.subAccount.view],
  audience: "any",
  async handler({ db, principal: p, params }) {
    if (!(await rows(db, sql`select 1 from ${users} ${u} where ${u.id} = ${params.id} and ${managed(p)}`)).length) throw notFound();
    return auditHistory(db, "account", params.id);
  },
});
