import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { env, resetEnv } from "@/lib/env";
import { openStored, removeStored, serveStored, storeUpload } from "@/services/core/storage";
import { counted, png } from "../helpers/files";

/** Issue 8: without S3, a server on its embedded database keeps files under DATA_DIR, never in the database. */
const purpose = `fs-test-${process.pid}`;
const images = { accept: ["png", "jpeg"] as const, maxBytes: 5 * 1024 * 1024, purpose, name: "photo.png" };
const readAll = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());
const rowOf = async (id: string) =>
  (await rows<{ backend: string; chunks: number }>(await getDb(), sql`
    select backend, (select count(*)::int from stored_file_chunks where file_id = ${id}) as chunks from stored_files where id = ${id}`))[0];
const onDisk = (id: string) => path.join(path.resolve(env().DATA_DIR, "files"), id.slice(0, 2), id);
const partFiles = () => {
  const root = path.resolve(env().DATA_DIR, "files");
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith(".part")) : [];
};
const useStorage = (value: string | undefined) => {
  if (value === undefined) delete process.env.FILE_STORAGE;
  else process.env.FILE_STORAGE = value;
  resetEnv();
};

afterEach(() => useStorage(undefined));

describe("file storage under DATA_DIR", () => {
  it("writes an upload as one file (no chunks in the database) and reads it, whole and by range", async () => {
    const db = await getDb();
    const bytes = png(700);
    const file = await storeUpload(db, counted(bytes).source, images);
    expect(await rowOf(file.id)).toEqual({ backend: "fs", chunks: 0 });
    expect(Buffer.compare(fs.readFileSync(onDisk(file.id)), bytes)).toBe(0);
    expect(Buffer.compare(await readAll((await openStored(db, file.id, { purpose }))!.stream), bytes)).toBe(0);
    const res = (await serveStored(db, new Request("http://test/f", { headers: { range: "bytes=300000-300099" } }), file.id, { purpose }))!;
    expect(res.status).toBe(206);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes.subarray(300000, 300100))).toBe(0);
    await removeStored(db, file.id);
    expect(fs.existsSync(onDisk(file.id))).toBe(false);
  });

  it("leaves neither a row nor a file, finished or half-written, when an upload is refused midway", async () => {
    const db = await getDb();
    const big = Buffer.concat([png(8), Buffer.alloc(2 * 1024 * 1024)]);
    const err = await storeUpload(db, counted(big).source, { ...images, maxBytes: 1024 * 1024, name: "too-big.png" }).catch((e: unknown) => e);
    expect(err).toBeTruthy();
    const [{ n }] = (await rows<{ n: number }>(db, sql`select count(*)::int as n from stored_files where purpose = ${purpose} and name = 'too-big.png'`)) as [{ n: number }];
    expect(n).toBe(0);
    expect(partFiles()).toEqual([]);
  });

  it("FILE_STORAGE=db keeps new files in PostgreSQL, and a file written before the switch is still read from disk", async () => {
    const db = await getDb();
    const before = await storeUpload(db, counted(png(20)).source, { ...images, name: "before.png" });
    useStorage("db");
    const after = await storeUpload(db, counted(png(20)).source, { ...images, name: "after.png" });
    expect((await rowOf(after.id))!.backend).toBe("db");
    expect((await rowOf(after.id))!.chunks).toBeGreaterThan(0);
    expect((await readAll((await openStored(db, before.id, { purpose }))!.stream)).length).toBe(before.size);
  });
});
