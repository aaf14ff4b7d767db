import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { openStored, removeStored, serveStored, storeGenerated, storeUpload } from "@/services/core/storage";
import { s3PartBytes } from "@/services/core/storage/blob";
import { services } from "@/services/registry";
import { counted, pdf, png } from "../helpers/files";
import { startS3 } from "../helpers/s3";
import { freshUser } from "./base-data-notice.fixtures";

const purpose = `s3-test-${process.pid}`;
const images = { accept: ["png", "jpeg"] as const, maxBytes: 20 * 1024 * 1024, purpose, name: "photo.png" };
let s3: Awaited<ReturnType<typeof startS3>>;

const readAll = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());
const fileRow = async (id: string) =>
  (await rows<{ backend: string; chunks: number }>(await getDb(), sql`
    select backend, (select count(*)::int from stored_file_chunks where file_id = ${id}) as chunks from stored_files where id = ${id}`))[0];
const rowsNamed = async (name: string) =>
  (await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from stored_files where purpose = ${purpose} and name = ${name}`))[0]!.n;

beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.stop();
});

describe("file storage in an S3-compatible bucket (S3_BUCKET set, as on Vercel)", () => {
  it("streams an upload into one object, keeps no chunks in PostgreSQL, and reads the same bytes back", async () => {
    const db = await getDb();
    const bytes = png(700);
    const file = await storeUpload(db, counted(bytes).source, images);
    expect(await fileRow(file.id)).toEqual({ backend: "s3", chunks: 0 });
    expect(Buffer.compare((await s3.object(file.id))!, bytes)).toBe(0);
    const opened = await openStored(db, file.id, { purpose });
    expect(Buffer.compare(await readAll(opened!.stream), bytes)).toBe(0);
  });

  it("sends a large file as a multipart upload and serves a range across a part boundary (206)", async () => {
    const db = await getDb();
    const bytes = png(3200);
    expect(bytes.length).toBeGreaterThan(s3PartBytes);
    const file = await storeUpload(db, counted(bytes).source, { ...images, name: "large.png" });
    expect(Buffer.compare((await s3.object(file.id))!, bytes)).toBe(0);
    const [start, end] = [s3PartBytes - 5, s3PartBytes + 10];
    const req = new Request("http://test/f", { headers: { range: `bytes=${start}-${end}` } });
    const res = (await serveStored(db, req, file.id, { purpose }))!;
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${bytes.length}`);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes.subarray(start, end + 1))).toBe(0);
  });

  it("refuses an oversized upload after a part went out, and leaves neither row nor object", async () => {
    const db = await getDb();
    // A well-formed PNG past the limit: only its size is wrong.
    const big = png(Math.ceil(Math.sqrt(s3PartBytes + 2 * 1024 * 1024)));
    const { source, state } = counted(big);
    const err = await storeUpload(db, source, { ...images, maxBytes: s3PartBytes + 1024 * 1024, name: "too-big.png" }).catch((e: unknown) => e);
    expect(err).toMatchObject({ messageKey: "validation.upload.tooLarge" });
    expect(state.pulled).toBeLessThan(big.length);
    expect(await rowsNamed("too-big.png")).toBe(0);
  });

  it("refuses a file by its bytes before anything reaches the bucket", async () => {
    const name = `exe-${randomBytes(3).toString("hex")}.png`;
    const err = await storeUpload(await getDb(), counted(Buffer.from("MZ\x90\0 renamed executable")).source, { ...images, name }).catch((e: unknown) => e);
    expect(err).toMatchObject({ messageKey: "validation.upload.type" });
    expect(await rowsNamed(name)).toBe(0);
  });

  it("deletes the object with the file", async () => {
    const db = await getDb();
    const file = await storeGenerated(db, counted(pdf()).source, { purpose, name: "doc.pdf", kind: "pdf" });
    expect(await s3.object(file.id)).not.toBeNull();
    expect(await removeStored(db, file.id)).toBe(true);
    expect(await s3.object(file.id)).toBeNull();
  });

  it("still reads a file kept in PostgreSQL before the bucket was configured", async () => {
    const db = await getDb();
    const [{ id }] = (await rows<{ id: string }>(db, sql`
      insert into stored_files (purpose, kind, name, size, complete, backend) values (${purpose}, 'pdf', 'old.pdf', 4, true, 'db') returning id`)) as [{ id: string }];
    await db.execute(sql`insert into stored_file_chunks (file_id, seq, data) values (${id}, 0, ${Buffer.from("%PDF")})`);
    const opened = await openStored(db, id, { purpose });
    expect((await readAll(opened!.stream)).toString()).toBe("%PDF");
  });

  it("puts a screenshot uploaded through a service route in the bucket, and serves it from there", async () => {
    const { token } = await freshUser({ role: "supplier", type: "supplier", venNo: "1001", companies: [1] });
    const bytes = png(64);
    const up = await services["base-data"].app.fetch(new Request("http://test/it-report/screenshot/upload?name=s.png", {
      method: "POST", headers: { "x-token": token, "x-locale": "en" }, body: new Blob([Buffer.from(bytes)]),
    }));
    const { data } = (await up.json()) as { data: { id: string; url: string } };
    expect(await fileRow(data.id)).toEqual({ backend: "s3", chunks: 0 });
    expect(Buffer.compare((await s3.object(data.id))!, bytes)).toBe(0);
    const served = await services["base-data"].app.fetch(new Request(`http://test${data.url.replace("/api/base-data", "")}`, { headers: { "x-token": token } }));
    expect(served.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), bytes)).toBe(0);
  });
});
