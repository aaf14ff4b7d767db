import { sql } from "drizzle-orm";
import { notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { fieldError } from "@/services/core/errors";

/** Replaces a role's users (by work number, each must exist) and departments. */
export const setRoleMembers = defineRoute(menuRoleOps.roleMembers, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    const userNos = [...new Set(body.userNos)];
    const departments = [...new Set(body.departments)];
    await db.transaction(async (tx) => {
      const [role] = await rows<{ id: number }>(tx, sql`select id from roles where id = ${params.id} for update`);
      if (!role) throw notFound();
      const users = userNos.length
        ? await rows<{ id: number; user_no: string }>(tx, sql`select id, user_no from users where user_no in (${sql.join(userNos.map((u) => sql`${u}`), sql`, `)})`)
        : [];
      const unknown = userNos.filter((u) => !users.some((r) => r.user_no === u));
      if (unknown.length) throw fieldError("userNos", "validation.role.userUnknown", { userNo: unknown.join(", ") });
      await tx.execute(sql`delete from user_roles where role_id = ${params.id}`);
      for (const u of users) await tx.execute(sql`insert into user_roles (user_id, role_id) values (${u.id}, ${params.id})`);
      await tx.execute(sql`delete from role_departments where role_id = ${params.id}`);
      for (const d of departments) await tx.execute(sql`insert into role_departments (role_id, dept_id) values (${params.id}, ${d})`);
      await writeAudit(tx, { actor: p, entity: "role", entityId: params.id, action: "members", detail: { userNos, departments } });
    });
    return null;
  },
});
