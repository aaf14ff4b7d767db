import fs from "node:fs";
import path from "node:path";
import type { ByteRange } from "../range";
import type { Blobs } from "./types";

const fileIdPattern = /^[0-9a-f-]{36}$/;

/**
 * Bytes as files under a directory (DATA_DIR/files), two levels by id: the storage of a single Node
 * server on its embedded database, so videos and manuals never fill the database. A file is written
 * beside its final name and renamed there when complete, so a reader never sees half a file.
 */
export function fsBlobs(dir: string): Blobs {
  const fileOf = (fileId: string) => {
    if (!fileIdPattern.test(fileId)) throw new Error(`not a stored file id: ${fileId}`);
    return path.join(dir, fileId.slice(0, 2), fileId);
  };
  return {
    backend: "fs",
    writer(_db, fileId) {
      const final = fileOf(fileId);
      const part = `${final}.part`;
      let handle: fs.promises.FileHandle | null = null;
      const open = async () => {
        if (handle) return handle;
        await fs.promises.mkdir(path.dirname(final), { recursive: true });
        handle = await fs.promises.open(part, "wx");
        return handle;
      };
      return {
        write: async (chunk) => {
          await (await open()).write(chunk);
        },
        finish: async () => {
          const h = await open();
          await h.sync();
          await h.close();
          handle = null;
          await fs.promises.rename(part, final);
        },
        abort: async () => {
          await handle?.close().catch(() => undefined);
          handle = null;
          await fs.promises.rm(part, { force: true });
        },
      };
    },
    read(_db, fileId, range?: ByteRange) {
      let source: AsyncIterator<Buffer> | null = null;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          source ??= fs.createReadStream(fileOf(fileId), range ? { start: range.start, end: range.end } : {})[Symbol.asyncIterator]();
          const next = await source.next();
          if (next.done) controller.close();
          else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
        },
        async cancel() {
          await source?.return?.();
        },
      });
    },
    remove: (fileId) => fs.promises.rm(fileOf(fileId), { force: true }),
  };
}
