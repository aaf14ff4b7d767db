import { sql } from "drizzle-orm";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps, type AdminRole } from "@/lib/contracts/base-data/menu-role";

interface RoleRow extends Record<string, unknown> {
  id: number; code: string; name: string; description: string | null; enabled: boolean;
  rights: string[] | null; users: Array<{ userNo: string; name: string }> | null; departments: string[] | null;
}

export const listRoles = defineRoute(menuRoleOps.roles, {
  rights: [rights.menuRole.view],
  audience: "internal",
  async handler({ db }): Promise<AdminRole[]> {
    const found = await rows<RoleRow>(db, sql`
      select r.id, r.code, r.name, r.description, r.enabled,
        (select array_agg(rr.code order by rr.code) from role_rights rr where rr.role_id = r.id) as rights,
        (select json_agg(json_build_object('userNo', u.user_no, 'name', u.name) order by u.user_no)
          from user_roles ur join users u on u.id = ur.user_id where ur.role_id = r.id) as users,
        (select array_agg(d.dept_id order by d.dept_id) from role_departments d where d.role_id = r.id) as departments
      from roles r order by r.id`);
    return found.map((r) => ({
      id: r.id, code: r.code, name: r.name, description: r.description, enabled: r.enabled,
      rights: r.rights ?? [], users: r.users ?? [], departments: r.departments ?? [],
    }));
  },
});
