import type { Db } from "@/services/db/client";
import type { ByteRange } from "../range";

/** Where a stored file's bytes live; its row in `stored_files` says which, so a file outlives a change of setting. */
export const blobBackends = ["db", "s3", "fs"] as const;
export type BlobBackend = (typeof blobBackends)[number];

/** Receives a file's bytes in order; nothing is readable until `finish`, and `abort` leaves nothing behind. */
export interface BlobWriter {
  write(chunk: Uint8Array): Promise<void>;
  finish(): Promise<void>;
  abort(): Promise<void>;
}

export interface Blobs {
  backend: BlobBackend;
  writer(db: Db, fileId: string): BlobWriter;
  /** The file's bytes (or only `range`), read lazily: nothing is fetched before the first pull. */
  read(db: Db, fileId: string, range?: ByteRange): ReadableStream<Uint8Array>;
  /** Deletes bytes kept outside the database; rows in it go with their file row. */
  remove(fileId: string): Promise<void>;
}
