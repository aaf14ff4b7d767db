import { sql } from "drizzle-orm";
import { helpDocumentOps, type HelpManual } from "@/lib/contracts/base-data/help-doc";
import { notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { fileResponse, openStored } from "@/services/core/storage";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { helpDocuments, storedFiles } from "@/services/db/schema";
import { helpDocPurpose } from "./upload";

async function serve(db: Db, id: number, download: boolean) {
  const [row] = await rows<{ file_id: string }>(db, sql`select file_id from ${helpDocuments} where id = ${id}`);
  const found = row && (await openStored(db, row.file_id, { purpose: helpDocPurpose }));
  if (!found) throw notFound();
  return fileResponse(found, { download });
}

/** Every signed-in user previews a document in the page (inline, sandboxed, nosniff). */
export const getHelpDocumentFile = defineRoute(helpDocumentOps.file, {
  handler: ({ db, params }) => serve(db, params.id, false),
});

/** Every signed-in user downloads a document (attachment under its server-made name). */
export const downloadHelpDocument = defineRoute(helpDocumentOps.download, {
  handler: ({ db, params }) => serve(db, params.id, true),
});

/** The dashboard's operation-manual link: the document marked as the manual, or null while none is. */
export const getHelpManual = defineRoute(helpDocumentOps.manual, {
  handler: async ({ db }) => {
    const [row] = await rows<NonNullable<HelpManual>>(db, sql`
      select d.id, d.title, f.kind from ${helpDocuments} d join ${storedFiles} f on f.id = d.file_id where d.manual`);
    return row ?? null;
  },
});
