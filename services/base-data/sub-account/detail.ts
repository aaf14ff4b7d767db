import { sql } from "drizzle-orm";
import { subAccountOps } from "@/lib/contracts/base-data/sub-account";
import { rights } from "@/lib/rights/codes";
import { auditHistory } from "@/services/core/audit-history";
import { forbidden, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { userRoles, users } from "@/services/db/schema";
import { grantableRoles } from "./grants";
import { kindOf, managed, u, type ManagedRow } from "./where";
import { accountAuditEntity } from "./events";

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
    const [row] = await rows<{ id: number; userName: string; userNo: string; name: string; kind: ManagedRow["kind"]; enabled: boolean; roleIds: number[] }>(db, sql`
      select ${u.id} as id, ${u.userName} as "userName", ${u.userNo} as "userNo", ${u.name} as name, ${kindOf} as kind, ${u.enabled} as enabled,
        coalesce((select array_agg(${userRoles.roleId} order by ${userRoles.roleId}) from ${userRoles} where ${userRoles.userId} = ${u.id}), '{}') as "roleIds"
      from ${users} ${u} where ${u.id} = ${params.id} and ${managed(p)}`);
    if (!row) throw notFound();
    return row;
  },
});

export const subAccountAudit = defineRoute(subAccountOps.audit, {
  rights: [rights.subAccount.view],
  audience: "any",
  async handler({ db, principal: p, params }) {
    if (!(await rows(db, sql`select 1 from ${users} ${u} where ${u.id} = ${params.id} and ${managed(p)}`)).length) throw notFound();
    return auditHistory(db, accountAuditEntity, params.id);
  },
});
