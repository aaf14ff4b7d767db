import { sql } from "drizzle-orm";
import { rows } from "@/services/db/rows";
import { defineRoute } from "@/services/core/route";
import { roleDepartments as d, roleRights as rr, roles as r, userRoles as ur, users as u } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps, type AdminRole } from "@/lib/contracts/base-data/menu-role";

export const listRoles = defineRoute(menuRoleOps.roles, {
  rights: [rights.menuRole.view],
  audience: "internal",
  async handler({ db }): Promise<AdminRole[]> {
    return rows<AdminRole>(db, sql`
      select ${r.id} as id, ${r.code} as code, ${r.name} as name, ${r.description} as description, ${r.enabled} as enabled,
        coalesce((select array_agg(${rr.code} order by ${rr.code}) from ${rr} where ${rr.roleId} = ${r.id}), '{}') as rights,
        coalesce((select json_agg(json_build_object('userNo', ${u.userNo}, 'name', ${u.name}) order by ${u.userNo})
          from ${ur} join ${u} on ${u.id} = ${ur.userId} where ${ur.roleId} = ${r.id}), '[]') as users,
        coalesce((select array_agg(${d.deptId} order by ${d.deptId}) from ${d} where ${d.roleId} = ${r.id}), '{}') as departments
      from ${r} order by ${r.id}`);
  },
});
