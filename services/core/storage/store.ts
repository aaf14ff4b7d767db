import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "@/services/db/client";
import { storedFiles } from "@/services/db/schema";
import { log, errorField } from "@/lib/log";
import { mimeOfKind, type FileKind } from "@/lib/contracts/kit/upload";
import { confirmTail, headBytes, sniffHead, tailBytes } from "./sniff";
import { contentGuard } from "./guard";
import { uploadBadName, uploadEmpty, uploadTooLarge, uploadUnsafeSvg, uploadWrongType } from "./errors";
import { blobsOf, chunkBytes, currentBlobs, type BlobBackend, type BlobWriter } from "./blob";

export { chunkBytes };

export type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

export interface StoredFile {
  id: string;
  kind: FileKind;
  mime: string;
  size: number;
  name: string;
  /** Where its bytes live. */
  backend: BlobBackend;
}

interface Owner {
  purpose: string;
  name: string;
  createdBy?: number | null;
  companyId?: number | null;
}

const zipKinds: readonly FileKind[] = ["zip", "docx", "xlsx"];

async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (!(source instanceof ReadableStream)) {
    yield* source;
    return;
  }
  const reader = source.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** Gathers the source into pieces of `chunkBytes` (the first one at least `headBytes`), counting as it goes. */
async function* rechunk(source: ByteSource, maxBytes: number, onTooLarge: () => Error): AsyncGenerator<Uint8Array> {
  let parts: Uint8Array[] = [];
  let held = 0;
  let total = 0;
  const flush = () => {
    const out = Buffer.concat(parts, held);
    parts = [];
    held = 0;
    return out;
  };
  for await (const piece of chunksOf(source)) {
    total += piece.byteLength;
    if (total > maxBytes) throw onTooLarge();
    parts.push(piece);
    held += piece.byteLength;
    while (held >= chunkBytes) {
      const all = flush();
      yield all.subarray(0, chunkBytes);
      if (all.byteLength > chunkBytes) {
        parts = [all.subarray(chunkBytes)];
        held = all.byteLength - chunkBytes;
      }
    }
  }
  if (held) yield flush();
}

/** Deletes a file's bytes kept outside the database; a failure leaves an unreachable object, never an error for the caller. */
export async function removeBlob(backend: BlobBackend, id: string): Promise<void> {
  if (backend === "db") return;
  await blobsOf(backend).remove(id).catch((err: unknown) => log().warn({ fileId: id, err: errorField(err) }, "stored file bytes not removed"));
}

// Rows of uploads that a crash cut off are never readable (incomplete); they are swept after a day.
async function sweep(db: Db) {
  const gone = await db.delete(storedFiles)
    .where(and(eq(storedFiles.complete, false), lt(storedFiles.createdAt, sql`now() - interval '1 day'`)))
    .returning({ id: storedFiles.id, backend: storedFiles.backend });
  for (const file of gone) await removeBlob(file.backend as BlobBackend, file.id);
}

// Bidi overrides and isolates, marks and zero-width characters: they make "\u202egnp.exe" read as "exe.png".
const invisible = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const control = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A file's name as kept and shown: control characters refused, invisible ones dropped, in NFC. */
export function uploadName(name: string): string {
  if (control.test(name)) throw uploadBadName();
  const clean = name.replace(invisible, "").normalize("NFC");
  if (!clean && name) throw uploadBadName();
  return clean;
}

/**
 * Streams bytes into storage. The size is counted as they arrive (refused at the first byte over the
 * limit), the kind is told by the first bytes, every byte is checked by that kind's guard (guard.ts) and
 * the end confirms it (never a name), and a refused or broken upload leaves nothing behind, row or bytes.
 */
async function store(db: Db, source: ByteSource, given: Owner, accept: readonly FileKind[], maxBytes: number): Promise<StoredFile> {
  const owner = { ...given, name: uploadName(given.name) };
  await sweep(db);
  const blobs = currentBlobs();
  let id: string | null = null;
  let writer: BlobWriter | null = null;
  let kind: FileKind | null = null;
  let size = 0;
  let tail = new Uint8Array(0);
  const hash = createHash("sha256");
  let guard: ReturnType<typeof contentGuard> | null = null;
  const refused = () => (kind === "svg" ? uploadUnsafeSvg() : uploadWrongType(accept));
  try {
    for await (const chunk of rechunk(source, maxBytes, () => uploadTooLarge(maxBytes))) {
      if (!id) {
        kind = sniffHead(chunk.subarray(0, headBytes));
        if (!kind || !(accept.includes(kind) || (kind === "zip" && accept.some((k) => zipKinds.includes(k))))) throw uploadWrongType(accept);
        const [row] = await db.insert(storedFiles).values({ ...owner, kind, complete: false, backend: blobs.backend }).returning({ id: storedFiles.id });
        id = row!.id;
        writer = blobs.writer(db, id);
        guard = contentGuard(kind);
      }
      if (!guard!.push(chunk)) throw refused();
      await writer!.write(chunk);
      hash.update(chunk);
      size += chunk.byteLength;
      tail = Buffer.concat([tail, chunk]).subarray(-tailBytes);
    }
    if (!id || !kind) throw uploadEmpty();
    if (!guard!.end()) throw refused();
    const final = confirmTail(kind, tail);
    if (!final || !accept.includes(final)) throw uploadWrongType(accept);
    await writer!.finish();
    await db.update(storedFiles).set({ kind: final, size, sha256: hash.digest("hex"), complete: true }).where(eq(storedFiles.id, id));
    return { id, kind: final, mime: mimeOfKind[final], size, name: owner.name, backend: blobs.backend };
  } catch (err) {
    if (id) {
      await writer?.abort();
      await db.delete(storedFiles).where(eq(storedFiles.id, id));
      await removeBlob(blobs.backend, id);
    }
    throw err;
  }
}

export interface UploadOptions extends Owner {
  accept: readonly FileKind[];
  maxBytes: number;
}

/** An upload from a client: its bytes must prove one of the accepted kinds. */
export function storeUpload(db: Db, source: ByteSource, opts: UploadOptions): Promise<StoredFile> {
  const { accept, maxBytes, ...owner } = opts;
  return store(db, source, owner, accept, maxBytes);
}

/** A document the portal made itself (a label PDF, a report): still checked, so a bug cannot store garbage. */
export function storeGenerated(db: Db, source: ByteSource, opts: Owner & { kind: FileKind; maxBytes?: number }): Promise<StoredFile> {
  const { kind, maxBytes, ...owner } = opts;
  return store(db, source, owner, [kind], maxBytes ?? 2 * 1024 * 1024 * 1024);
}
