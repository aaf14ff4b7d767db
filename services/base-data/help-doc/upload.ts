import { eq, sql } from "drizzle-orm";
import { helpDocumentOps } from "@/lib/contracts/base-data/help-doc";
import { rights } from "@/lib/rights/codes";
import { writeAudit } from "@/services/core/audit";
import { fieldError } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { uploadMayRunScripts, type FileKind } from "@/services/core/storage";
import type { Db } from "@/services/db/client";
import { helpDocuments, storedFiles } from "@/services/db/schema";
import { loadHelpDocument } from "./documents";
import { helpDocumentAuditEntity } from "./events";

export const helpDocPurpose = "help-document";

const extensions: Partial<Record<FileKind, string>> = { pdf: "pdf", docx: "docx", xlsx: "xlsx", png: "png", jpeg: "jpg" };

/** The name a download carries: the title (no path or control characters) and the extension of the proven kind, never the client's. */
export const storedName = (title: string, kind: FileKind) => `${title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "_").slice(0, 100)}.${extensions[kind] ?? "bin"}`;

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === "23505" || (e as { cause?: { code?: string } })?.cause?.code === "23505";
const titleTaken = () => fieldError("title", "validation.helpDoc.titleTaken");

async function titleFree(db: Db, title: string) {
  const [row] = await db.select({ id: helpDocuments.id }).from(helpDocuments).where(sql`lower(${helpDocuments.title}) = lower(${title})`);
  return !row;
}

/**
 * An admin uploads a document: the title is checked first (no bytes stored for a taken one), then the
 * body streams to storage (size as it arrives, then magic bytes; nothing kept on refusal), then the row
 * and its audit are written in one transaction. A title taken meanwhile drops the stored file.
 */
export const uploadHelpDocument = defineRoute(helpDocumentOps.upload, {
  rights: [rights.helpDoc.edit],
  audience: "internal",
  handler: async ({ db, scope, principal, query, upload }) => {
    if (!(await titleFree(db, query.title))) throw titleTaken();
    // Not inside the transaction: a 20 MB upload would hold a connection (PGlite's only one) while it streams.
    // Named once its kind is proven (storedName); the client's file name is never kept.
    const file = await upload({ purpose: helpDocPurpose, name: "upload", createdBy: principal.userId });
    try {
      const scripted = await uploadMayRunScripts(db, file, helpDocPurpose);
      return await db.transaction(async (tx) => {
        const name = storedName(query.title, file.kind);
        await tx.update(storedFiles).set({ name }).where(eq(storedFiles.id, file.id));
        const [row] = await tx.insert(helpDocuments)
          .values({ fileId: file.id, title: query.title, description: query.description, scripted, createdBy: scope.userId, modifiedBy: scope.userId })
          .returning({ id: helpDocuments.id });
        await writeAudit(tx, { actor: scope, entity: helpDocumentAuditEntity, entityId: row!.id, action: "upload", to: query.title, detail: { kind: file.kind, size: file.size } });
        return (await loadHelpDocument(tx, row!.id))!;
      });
    } catch (err) {
      throw isUniqueViolation(err) ? titleTaken() : err;
    }
  },
});
