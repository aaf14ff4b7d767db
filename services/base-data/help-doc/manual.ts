import { eq, sql } from "drizzle-orm";
import { helpDocumentOps } from "@/lib/contracts/base-data/help-doc";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { rows } from "@/services/db/rows";
import { helpDocuments } from "@/services/db/schema";
import { loadHelpDocument } from "./documents";
import { helpDocumentAuditEntity } from "./events";

/**
 * Marks a document as the operation manual. Markers queue on a table lock that readers do not wait for,
 * so each one sees the previous marker's result: the old manual is cleared and the new one set in the same
 * transaction, and the partial unique index guarantees at most one even if this code were wrong.
 */
export const markHelpManual = defineRoute(helpDocumentOps.markManual, {
  rights: [rights.helpDoc.edit],
  audience: "internal",
  handler: async ({ db, scope, params }) =>
    db.transaction(async (tx) => {
      await rows(tx, sql`lock table ${helpDocuments} in share row exclusive mode`);
      const [doc] = await tx.select({ title: helpDocuments.title, manual: helpDocuments.manual }).from(helpDocuments).where(eq(helpDocuments.id, params.id));
      if (!doc) throw notFound();
      if (!doc.manual) {
        const previous = await tx.update(helpDocuments).set({ manual: false, modifiedBy: scope.userId, modifiedAt: sql`now()` })
          .where(eq(helpDocuments.manual, true)).returning({ title: helpDocuments.title });
        await tx.update(helpDocuments).set({ manual: true, modifiedBy: scope.userId, modifiedAt: sql`now()` }).where(eq(helpDocuments.id, params.id));
        await writeAudit(tx, { actor: scope, entity: helpDocumentAuditEntity, entityId: params.id, action: "mark-manual", from: previous[0]?.title ?? null, to: doc.title });
      }
      return (await loadHelpDocument(tx, params.id))!;
    }),
});
