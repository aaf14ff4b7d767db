import type { Db } from "@/services/db/client";
import { pdfMayRunScripts } from "./pdf-scripts";
import { openStored, streamBytes } from "./read";
import type { StoredFile } from "./store";

/** Whether a just-stored upload may run code when opened: only a PDF can, read back and scanned (pdf-scripts.ts). */
export async function uploadMayRunScripts(db: Db, file: StoredFile, purpose: string): Promise<boolean> {
  if (file.kind !== "pdf") return false;
  const opened = await openStored(db, file.id, { purpose });
  return !opened || pdfMayRunScripts(await streamBytes(opened.stream));
}
