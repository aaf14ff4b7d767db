import { sql } from "drizzle-orm";
import { notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { fieldError } from "@/services/core/errors";

/**
 * Replaces a role's rights with existing menu operations. Rights are read from the database on every
 * request (services/core/principal.ts), so a revoked right answers 403 at the holder's next call.
 */
export const setRoleRights = defineRoute(menuRoleOps.roleRights, {
  rights: [rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    const codes = [...new Set(body.codes)].sort();
    await db.transaction(async (tx) => {
      const [role] = await rows<{ id: number }>(tx, sql`select id from roles where id = ${params.id} for update`);
      if (!role) throw notFound();
      if (codes.length) {
        const [known] = await rows<{ n: number }>(tx, sql`
          select count(*)::int as n from menu_operations where code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`);
        if (known!.n !== codes.length) throw fieldError("codes", "validation.role.rightUnknown");
      }
      const before = await rows<{ code: string }>(tx, sql`select code from role_rights where role_id = ${params.id} order by code`);
      await tx.execute(sql`delete from role_rights where role_id = ${params.id}`);
      for (const code of codes) await tx.execute(sql`insert into role_rights (role_id, code) values (${params.id}, ${code})`);
      const had = before.map((b) => b.code);
      await writeAudit(tx, {
        actor: p, entity: "role", entityId: params.id, action: "rights",
        detail: { granted: codes.filter((c) => !had.includes(c)), revoked: had.filter((c) => !codes.includes(c)) },
      });
    });
    return null;
  },
});
