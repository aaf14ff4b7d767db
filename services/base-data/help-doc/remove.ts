import { eq } from "drizzle-orm";
import { helpDocumentOps } from "@/lib/contracts/base-data/help-doc";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { removeStored } from "@/services/core/storage";
import { helpDocuments } from "@/services/db/schema";
import { helpDocumentAuditEntity } from "./events";

/** Deletes a document, audited; its stored file goes last, once the row is gone. Deleting the manual leaves none set. */
export const removeHelpDocument = defineRoute(helpDocumentOps.remove, {
  rights: [rights.helpDoc.edit],
  audience: "internal",
  handler: async ({ db, scope, params }) =>
    db.transaction(async (tx) => {
      const [row] = await tx.delete(helpDocuments).where(eq(helpDocuments.id, params.id))
        .returning({ fileId: helpDocuments.fileId, title: helpDocuments.title, manual: helpDocuments.manual });
      if (!row) throw notFound();
      await writeAudit(tx, { actor: scope, entity: helpDocumentAuditEntity, entityId: params.id, action: "delete", from: row.title, detail: { manual: row.manual } });
      await removeStored(tx, row.fileId);
    }),
});
