import { and, eq } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { storedFiles } from "@/services/db/schema";
import { mimeOfKind, type FileKind } from "@/lib/contracts/kit/upload";
import type { ByteRange } from "./range";
import { removeBlob, type StoredFile } from "./store";
import { blobsOf, type BlobBackend } from "./blob";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OpenedFile {
  file: StoredFile;
  stream: ReadableStream<Uint8Array>;
  /** Set when only these bytes are streamed (a range request). */
  range?: ByteRange;
}

/**
 * A complete stored file of this purpose, streamed from where its bytes live (see `blob/`), or null. Whether the caller may
 * read it is the owning module's check, made before this call. With a range (see `parseRange`), only the
 * chunks holding those bytes are read: seeking in a video never streams what came before.
 */
export async function openStored(
  db: Db,
  id: string,
  where: { purpose: string; companyId?: number },
  pick?: (size: number, kind: FileKind) => ByteRange | undefined,
): Promise<OpenedFile | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select({ id: storedFiles.id, kind: storedFiles.kind, size: storedFiles.size, name: storedFiles.name, backend: storedFiles.backend })
    .from(storedFiles)
    .where(and(
      eq(storedFiles.id, id),
      eq(storedFiles.purpose, where.purpose),
      eq(storedFiles.complete, true),
      where.companyId === undefined ? undefined : eq(storedFiles.companyId, where.companyId),
    ));
  if (!row) return null;
  const kind = row.kind as FileKind;
  const range = pick?.(row.size, kind);
  const stream = blobsOf(row.backend as BlobBackend).read(db, row.id, range);
  const file = { id: row.id, kind, mime: mimeOfKind[kind], size: row.size, name: row.name, backend: row.backend as BlobBackend };
  return { file, stream, ...(range ? { range } : {}) };
}

/**
 * Deletes a stored file. Bytes kept in a bucket go at once, so call it when the change that drops the file
 * is otherwise done (last in its transaction), never before a step that may still roll back.
 */
export async function removeStored(db: Db, id: string): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
  const gone = await db.delete(storedFiles).where(eq(storedFiles.id, id)).returning({ backend: storedFiles.backend });
  for (const file of gone) await removeBlob(file.backend as BlobBackend, id);
  return gone.length > 0;
}

/**
 * Deletes a file stored for a request that was then refused: its row, if a transaction that rolled back did not
 * already take it, and its bytes in any case (the rollback never reaches bytes kept outside the database).
 */
export async function discardStored(db: Db, file: Pick<StoredFile, "id" | "backend">): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, file.id));
  await removeBlob(file.backend, file.id);
}

/** A stored file's whole stream as one buffer: only for files capped small (an invoice PDF, an XML). */
export async function streamBytes(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
  return Buffer.concat(parts);
}
