import { sql } from "drizzle-orm";
import { notFound } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { rights } from "@/lib/rights/codes";
import { menuRoleOps } from "@/lib/contracts/base-data/menu-role";
import { fieldError } from "@/services/core/errors";
import { lockMenus } from "./menu-rules";

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
      const [menu] = await rows<{ type: string }>(tx, sql`select type from menus where id = ${params.id}`);
      if (!menu) throw notFound();
      if (menu.type !== "leaf") throw fieldError("code", "validation.operation.leafOnly");
      const code = `${params.id}_${body.code}`;
      const [taken] = await rows<{ name: boolean; code: boolean }>(tx, sql`
        select exists(select 1 from menu_operations where menu_id = ${params.id} and lower(name) = lower(${body.name})) as name,
          exists(select 1 from menu_operations where menu_id = ${params.id} and lower(code) = lower(${code})) as code`);
      if (taken!.name) throw fieldError("name", "validation.operation.nameTaken");
      if (taken!.code) throw fieldError("code", "validation.operation.codeTaken");
      await tx.execute(sql`insert into menu_operations (menu_id, code, name) values (${params.id}, ${code}, ${body.name})`);
      await writeAudit(tx, { actor: p, entity: "menu", entityId: params.id, action: "addOperation", detail: { code, name: body.name } });
      return { code, op: body.code, name: body.name };
    });
  },
});
