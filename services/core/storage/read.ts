import { and, eq } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { storedFileChunks, storedFiles } from "@/services/db/schema";
import { mimeOfKind, type FileKind } from "@/lib/contracts/kit/upload";
import type { ByteRange } from "./range";
import { chunkBytes, type StoredFile } from "./store";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OpenedFile {
  file: StoredFile;
  stream: ReadableStream<Uint8Array>;
  /** Set when only these bytes are streamed (a range request). */
  range?: ByteRange;
}

/**
 * A complete stored file of this purpose, streamed a chunk per query, or null. Whether the caller may
 * read it is the owning module's check, made before this call. With a range (see `parseRange`), only the
 * chunks holding those bytes are read: seeking in a video never streams what came before.
 */
export async function openStored(
  db: Db,
  id: string,
  where: { purpose: string; companyId?: number },
  pick?: (size: number) => ByteRange | undefined,
): Promise<OpenedFile | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select({ id: storedFiles.id, kind: storedFiles.kind, size: storedFiles.size, name: storedFiles.name })
    .from(storedFiles)
    .where(and(
      eq(storedFiles.id, id),
      eq(storedFiles.purpose, where.purpose),
      eq(storedFiles.complete, true),
      where.companyId === undefined ? undefined : eq(storedFiles.companyId, where.companyId),
    ));
  if (!row) return null;
  const kind = row.kind as FileKind;
  const range = pick?.(row.size);
  // Every chunk but the last holds exactly chunkBytes, so a byte's chunk is its offset / chunkBytes.
  let seq = range ? Math.floor(range.start / chunkBytes) : 0;
  const lastSeq = range ? Math.floor(range.end / chunkBytes) : Infinity;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const [chunk] = seq > lastSeq ? [] : await db
        .select({ data: storedFileChunks.data })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.fileId, row.id), eq(storedFileChunks.seq, seq)));
      if (!chunk) return controller.close();
      let data = new Uint8Array(chunk.data);
      if (range) {
        const offset = seq * chunkBytes;
        data = data.subarray(Math.max(0, range.start - offset), Math.min(data.length, range.end + 1 - offset));
      }
      seq++;
      controller.enqueue(data);
    },
  });
  return { file: { ...row, kind, mime: mimeOfKind[kind] }, stream, ...(range ? { range } : {}) };
}

export async function removeStored(db: Db, id: string): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
  const gone = await db.delete(storedFiles).where(eq(storedFiles.id, id)).returning({ id: storedFiles.id });
  return gone.length > 0;
}
