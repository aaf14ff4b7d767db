import { eq, sql } from "drizzle-orm";
import { notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { menuOperations as o, menus } from "@/services/db/schema";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { fieldError } from "@/services/core/errors";
import { lockMenus } from "./menu-rules";
import { menuAuditEntity } from "./events";

/**
 * An operation of a leaf menu. Its rights code is the menu id and the code (`1001_approve`), so a code
 * unique within the menu is unique across the company's rights; the name is unique within the menu.
 */
export const addOperation = defineRoute(menuRoleOps.addOperation, {
  rights: [rights.menuRole.add, rights.menuRole.edit],
  audience: "internal",
  async handler({ db, principal: p, params, body }) {
    return db.transaction(async (tx) => {
      await lockMenus(tx);
      const [menu] = await tx.select({ type: menus.type }).from(menus).where(eq(menus.id, params.id));
      if (!menu) throw notFound();
      if (menu.type !== "leaf") throw fieldError("code", "validation.operation.leafOnly");
      const code = `${params.id}_${body.code}`;
      const [taken] = await rows<{ name: boolean; code: boolean }>(tx, sql`
        select exists(select 1 from ${o} where ${o.menuId} = ${params.id} and lower(${o.name}) = lower(${body.name})) as name,
          exists(select 1 from ${o} where ${o.menuId} = ${params.id} and lower(${o.code}) = lower(${code})) as code`);
      if (taken!.name) throw fieldError("name", "validation.operation.nameTaken");
      if (taken!.code) throw fieldError("code", "validation.operation.codeTaken");
      await tx.insert(o).values({ menuId: params.id, code, name: body.name });
      await writeAudit(tx, { actor: p, entity: menuAuditEntity, entityId: params.id, action: "addOperation", detail: { code, name: body.name } });
      return { code, op: body.code, name: body.name };
    });
  },
});
