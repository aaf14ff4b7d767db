import type { FileKind } from "@/lib/contracts/kit/upload";
import type { Db } from "@/services/db/client";
import { pdfMayRunScripts } from "./pdf-scripts";
import { parseRange, type ByteRange } from "./range";
import { openStored, streamBytes } from "./read";
import { fileResponse, framedPdfResponse, rangeNotSatisfiable } from "./response";

/** Kinds a page shows in place (an img or video element), under the sandbox of fileResponse. */
const inPage: readonly FileKind[] = ["png", "jpeg", "gif", "webp", "svg", "mp4", "webm"];

/**
 * A stored file as the answer to this request, under the one preview rule of every file route: images and
 * videos inline, a PDF that runs no script framed by the page's own viewer, anything else (a PDF that may run
 * scripts, DOCX, XLSX, XML) only ever as an attachment; a download is always an attachment. Whether a PDF may
 * run scripts is what the upload recorded (`scripted`), or, where nothing was recorded, read from its bytes now
 * (pdf-scripts.ts). A `Range` header is honoured (206 with `Content-Range`, 416 for a range outside the file)
 * except for a PDF shown in the viewer, which is answered whole. An `If-Range` cannot be validated (stored files
 * have no validators), so a request carrying one gets the whole file, as RFC 9110 asks. Null when there is no
 * such complete file.
 */
export async function serveStored(
  db: Db,
  req: Request,
  id: string,
  where: { purpose: string; companyId?: number },
  opts: { scripted?: boolean; download?: boolean } = {},
): Promise<Response | null> {
  const header = req.headers.has("if-range") ? null : req.headers.get("range");
  let unsatisfiable = false;
  const found = await openStored(db, id, where, (size, kind): ByteRange | undefined => {
    if (kind === "pdf" && !opts.download) return undefined;
    const range = parseRange(header, size);
    if (range === "unsatisfiable") unsatisfiable = true;
    return range && range !== "unsatisfiable" ? range : undefined;
  });
  if (!found) return null;
  if (unsatisfiable) {
    await found.stream.cancel();
    return rangeNotSatisfiable(found.file.size);
  }
  if (opts.download) return fileResponse(found, { download: true });
  if (found.file.kind !== "pdf") return fileResponse(found, { download: !inPage.includes(found.file.kind) });
  let scripted = opts.scripted;
  if (scripted === undefined) {
    const bytes = await streamBytes(found.stream);
    scripted = pdfMayRunScripts(bytes);
    found.stream = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
  }
  return scripted ? fileResponse(found, { download: true }) : framedPdfResponse(found);
}
