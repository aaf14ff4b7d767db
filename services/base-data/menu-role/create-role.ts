import { sql } from "drizzle-orm";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { fieldError } from "@/services/core/errors";
import { checkRoleName, lockRoles } from "./role-rules";

export const createRole = defineRoute(menuRoleOps.createRole, {
  rights: [rights.menuRole.add],
  audience: "internal",
  async handler({ db, principal: p, body }) {
    return db.transaction(async (tx) => {
      await lockRoles(tx);
      const [taken] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from roles where lower(code) = lower(${body.code})`);
      if (taken!.n) throw fieldError("code", "validation.role.codeTaken");
      await checkRoleName(tx, body.name, 0);
      const [row] = await rows<{ id: number }>(tx, sql`
        insert into roles (code, name, description, enabled, created_by, modified_by)
        values (${body.code}, ${body.name}, ${body.description || null}, ${body.enabled}, ${p.userId}, ${p.userId}) returning id`);
      await writeAudit(tx, { actor: p, entity: "role", entityId: row!.id, action: "create", detail: { ...body } });
      return { id: row!.id };
    });
  },
});
