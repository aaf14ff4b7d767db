import type { Db } from "@/services/db/client";
import { parseRange, type ByteRange } from "./range";
import { openStored } from "./read";
import { fileResponse, rangeNotSatisfiable } from "./response";

/**
 * A stored file as the answer to this request, honouring a `Range` header (206 with `Content-Range`,
 * 416 for a range outside the file), or null when there is no such complete file. An `If-Range` cannot be
 * validated (stored files have no validators), so a request carrying one gets the whole file, as RFC 9110 asks.
 */
export async function serveStored(
  db: Db,
  req: Request,
  id: string,
  where: { purpose: string; companyId?: number },
  opts: { download?: boolean } = {},
): Promise<Response | null> {
  const header = req.headers.has("if-range") ? null : req.headers.get("range");
  let unsatisfiable = false;
  const found = await openStored(db, id, where, (size): ByteRange | undefined => {
    const range = parseRange(header, size);
    if (range === "unsatisfiable") unsatisfiable = true;
    return range && range !== "unsatisfiable" ? range : undefined;
  });
  if (!found) return null;
  if (unsatisfiable) {
    await found.stream.cancel();
    return rangeNotSatisfiable(found.file.size);
  }
  return fileResponse(found, opts);
}
