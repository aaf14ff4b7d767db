import { and, eq } from "drizzle-orm";
import { storedFileChunks } from "@/services/db/schema";
import type { ByteRange } from "../range";
import type { Blobs } from "./types";

export const chunkBytes = 256 * 1024;

/** Bytes in PostgreSQL, a row per chunk of `chunkBytes` (the storage of a Node server). */
export const dbBlobs: Blobs = {
  backend: "db",
  writer(db, fileId) {
    let seq = 0;
    return {
      write: async (chunk) => {
        await db.insert(storedFileChunks).values({ fileId, seq: seq++, data: chunk });
      },
      finish: async () => undefined,
      abort: async () => undefined,
    };
  },
  read(db, fileId, range?: ByteRange) {
    // Every chunk but the last holds exactly chunkBytes, so a byte's chunk is its offset / chunkBytes.
    let seq = range ? Math.floor(range.start / chunkBytes) : 0;
    const lastSeq = range ? Math.floor(range.end / chunkBytes) : Infinity;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        const [chunk] = seq > lastSeq ? [] : await db
          .select({ data: storedFileChunks.data })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.seq, seq)));
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
  },
  remove: async () => undefined,
};
