import { sql } from "drizzle-orm";
import { excluded } from "@/services/core/sql";
import { helpDocOps } from "@/lib/contracts/base-data/help-doc";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { helpChannels } from "@/services/db/schema";
import { loadHelpChannels } from "./load";
import { helpChannelsAuditEntity } from "./events";

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
      await tx.insert(helpChannels).values({ id: 1, email: body.email, phone: body.phone, createdBy: scope.userId, modifiedBy: scope.userId })
        .onConflictDoUpdate({
          target: helpChannels.id,
          set: { email: excluded(helpChannels.email), phone: excluded(helpChannels.phone), modifiedBy: excluded(helpChannels.modifiedBy), modifiedAt: sql`now()` },
        });
      await writeAudit(tx, {
        actor: scope, entity: helpChannelsAuditEntity, entityId: 1, action: "edit",
        from: `${before.email} ${before.phone}`, to: `${body.email} ${body.phone}`,
      });
      return loadHelpChannels(tx);
    }),
});
