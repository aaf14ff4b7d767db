import { sql } from "drizzle-orm";
import { auditHistory } from "@/services/core/audit-history";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";

export const menuAudit = defineRoute(menuRoleOps.menuAudit, {
  rights: [rights.menuRole.view],
  audience: "internal",
  async handler({ db, params }) {
    if (!(await rows(db, sql`select 1 from menus where id = ${params.id}`)).length) throw notFound();
    return auditHistory(db, "menu", params.id);
  },
});

export const roleAudit = defineRoute(menuRoleOps.roleAudit, {
  rights: [rights.menuRole.view],
  audience: "internal",
  async handler({ db, params }) {
    if (!(await rows(db, sql`select 1 from roles where id = ${params.id}`)).length) throw notFound();
    return auditHistory(db, "role", params.id);
  },
});
