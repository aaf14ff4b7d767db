import { eq, sql } from "drizzle-orm";
import { helpDocumentOps, type HelpManual } from "@/lib/contracts/base-data/help-doc";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { serveStored } from "@/services/core/storage";
import type { Db } from "@/services/db/client";
import { helpDocuments, storedFiles } from "@/services/db/schema";
import { helpDocPurpose } from "./upload";

/** A document inline where serveStored's preview rule allows it, or as an attachment (always, for a download). */
async function serve(db: Db, req: Request, id: number, download: boolean) {
  const [row] = await db.select({ fileId: helpDocuments.fileId, scripted: helpDocuments.scripted }).from(helpDocuments).where(eq(helpDocuments.id, id));
  const answer = row && (await serveStored(db, req, row.fileId, { purpose: helpDocPurpose }, { scripted: row.scripted, download }));
  if (!answer) throw notFound();
  return answer;
}

/** Every signed-in user previews a document in the page: what `serve` shows inline, anything else as an attachment. */
export const getHelpDocumentFile = defineRoute(helpDocumentOps.file, {
  handler: ({ db, req, params }) => serve(db, req, params.id, false),
});

/** Every signed-in user downloads a document (attachment under its server-made name). */
export const downloadHelpDocument = defineRoute(helpDocumentOps.download, {
  handler: ({ db, req, params }) => serve(db, req, params.id, true),
});

/** The dashboard's operation-manual link: the document marked as the manual, or null while none is. */
export const getHelpManual = defineRoute(helpDocumentOps.manual, {
  handler: async ({ db }) => {
    const [row] = await db.select({ id: helpDocuments.id, title: helpDocuments.title, kind: sql<NonNullable<HelpManual>["kind"]>`${storedFiles.kind}`, scripted: helpDocuments.scripted })
      .from(helpDocuments).innerJoin(storedFiles, eq(storedFiles.id, helpDocuments.fileId)).where(eq(helpDocuments.manual, true));
    return row ?? null;
  },
});
