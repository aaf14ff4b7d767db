import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { subAccountList } from "@/lib/contracts/base-data/sub-account";
import { rights } from "@/lib/rights/codes";
import { and, contains } from "@/services/core/list";
import { listRoutes } from "@/services/core/list/module";
import { companies, roles, suppliers, userCompanies, userRoles, users } from "@/services/db/schema";
import { kindOf, managed, u } from "./where";

const s = alias(suppliers, "s");
const c = alias(companies, "c");
const r = alias(roles, "r");
const ur = alias(userRoles, "ur");
const uc = alias(userCompanies, "uc2");

/** The accounts the caller manages, with their supplier (or the session's company) and roles. */
export const subAccountListRoutes = listRoutes(subAccountList, {
  from: sql`${users} ${u} left join ${suppliers} ${s} on ${s.id} = ${u.supplierId}`,
  id: sql`${u.id}`,
  rights: { view: rights.subAccount.view, export: rights.subAccount.export },
  audience: "any",
  where: (scope, f, db, principal) => {
    return and([
      managed(principal),
      f.q && sql`(${contains(sql`${u.userName}`, f.q)} or ${contains(sql`${u.name}`, f.q)} or ${contains(sql`${u.userNo}`, f.q)})`,
      f.kind && sql`${kindOf} = ${f.kind}`,
      f.enabled && sql`${u.enabled} = ${f.enabled === "true"}`,
    ]);
  },
  select: {
    companyName: sql`coalesce(${s.name}, (select string_agg(${c.accountName}, ', ' order by ${c.id}) from ${userCompanies} ${uc}
      join ${companies} ${c} on ${c.id} = ${uc.companyId} where ${uc.userId} = ${u.id}), '')`,
    userName: sql`${u.userName}`,
    userNo: sql`${u.userNo}`,
    name: sql`${u.name}`,
    kind: kindOf,
    roles: sql`coalesce((select string_agg(${r.name}, ', ' order by ${r.name}) from ${userRoles} ${ur} join ${roles} ${r} on ${r.id} = ${ur.roleId} where ${ur.userId} = ${u.id}), '')`,
    enabled: sql`${u.enabled}`,
    createdAt: sql`${u.createdAt}`,
  },
});
