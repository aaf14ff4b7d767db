import { sql } from "drizzle-orm";
import { helpDocOps } from "@/lib/contracts/base-data/help-doc";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { helpChannels } from "@/services/db/schema";
import { loadHelpChannels } from "./load";

/**
 * An admin changes the desk's e-mail and phone: one upsert of the single row, under its row lock, audited
 * with the values before and after in the same transaction.
 */
export const saveHelpChannels = defineRoute(helpDocOps.saveChannels, {
  rights: [rights.helpDoc.edit],
  audience: "internal",
  handler: async ({ db, scope, body }) =>
    db.transaction(async (tx) => {
      const before = await loadHelpChannels(tx);
      await rows(tx, sql`
        insert into ${helpChannels} (id, email, phone, created_by, modified_by) values (1, ${body.email}, ${body.phone}, ${scope.userId}, ${scope.userId})
        on conflict (id) do update set email = excluded.email, phone = excluded.phone, modified_by = excluded.modified_by, modified_at = now()`);
      await writeAudit(tx, {
        actor: scope, entity: "help-channels", entityId: 1, action: "edit",
        from: `${before.email} ${before.phone}`, to: `${body.email} ${body.phone}`,
      });
      return loadHelpChannels(tx);
    }),
});
