import type { Db } from "@/services/db/client";
import { pdfMayRunScripts } from "./pdf-scripts";
import { openStored, streamBytes, type OpenedFile } from "./read";
import { fileResponse, framedPdfResponse } from "./response";
import type { StoredFile } from "./store";

/** Whether a just-stored upload may run code when opened: only a PDF can, read back and scanned (pdf-scripts.ts). */
export async function uploadMayRunScripts(db: Db, file: StoredFile, purpose: string): Promise<boolean> {
  if (file.kind !== "pdf") return false;
  const opened = await openStored(db, file.id, { purpose });
  return !opened || pdfMayRunScripts(await streamBytes(opened.stream));
}

/**
 * A stored upload answered for the page: images inline, a script-free PDF framed by the page's own viewer,
 * anything else (a PDF that may run scripts, DOCX, XLSX, XML) only ever as an attachment.
 */
export function previewResponse(found: OpenedFile, o: { scripted: boolean; download?: boolean }): Response {
  if (!o.download && found.file.kind === "pdf" && !o.scripted) return framedPdfResponse(found);
  return fileResponse(found, { download: o.download || !["png", "jpeg"].includes(found.file.kind) });
}
