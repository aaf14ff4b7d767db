import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { chunkBytes, fileResponse, openStored, removeStored, storeGenerated, storeUpload } from "@/services/core/storage";
import { AppError } from "@/services/core/errors";
import { counted, docx, jpeg, pdf, png, xlsx, zipOf } from "../helpers/files";

const purpose = `test-${process.pid}`;
const images = { accept: ["png", "jpeg"] as const, maxBytes: 5 * 1024 * 1024, purpose, name: "photo.png" };

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const leftovers = async (name: string) =>
  (await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from stored_files where purpose = ${purpose} and name = ${name}`))[0]!.n;

describe("file storage", () => {
  it("stores an image in pieces and streams the same bytes back", async () => {
    const db = await getDb();
    const bytes = png(900); // about 800 KB of noise: several chunks
    expect(bytes.length).toBeGreaterThan(chunkBytes * 2);
    const file = await storeUpload(db, counted(bytes).source, images);
    expect(file).toMatchObject({ kind: "png", mime: "image/png", size: bytes.length, name: "photo.png" });
    const [meta] = await rows<{ chunks: number; backend: string }>(db, sql`
      select (select count(*)::int from stored_file_chunks where file_id = ${file.id}) as chunks, backend from stored_files where id = ${file.id}`);
    // chunks of chunkBytes in PostgreSQL, or one file under DATA_DIR (tests/integration/storage-fs.test.ts)
    expect(meta!.chunks).toBe(meta!.backend === "db" ? Math.ceil(bytes.length / chunkBytes) : 0);
    const opened = await openStored(db, file.id, { purpose });
    expect(Buffer.compare(await readAll(opened!.stream), bytes)).toBe(0);
  });

  it("accepts a ReadableStream source", async () => {
    const db = await getDb();
    const file = await storeUpload(db, new Response(new Uint8Array(jpeg())).body!, { ...images, name: "a.jpg" });
    expect(file.kind).toBe("jpeg");
  });

  it("refuses at the first bytes over the limit, without reading the rest, and keeps nothing", async () => {
    const db = await getDb();
    const big = png(1100); // a well-formed PNG of about 1.2 MB: only its size is wrong
    const { source, state } = counted(big);
    const err = await refusal(storeUpload(db, source, { ...images, maxBytes: 1024 * 1024, name: "big.png" }));
    expect(err.messageKey).toBe("validation.upload.tooLarge");
    expect(err.values).toEqual({ max: "1 MB" });
    expect(state.pulled).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024);
    expect(await leftovers("big.png")).toBe(0);
  });

  it.each([
    ["a renamed executable", Buffer.concat([Buffer.from("MZ\x90\x00", "binary"), randomBytes(4000)])],
    ["an ELF binary", Buffer.concat([Buffer.from("\x7fELF", "binary"), randomBytes(4000)])],
    ["HTML named .png", Buffer.from("<html><script>alert(1)</script></html>")],
    ["a PNG with a script appended (polyglot)", Buffer.concat([png(8), Buffer.from("<script>alert(1)</script>")])],
    ["a JPEG cut short", jpeg().subarray(0, 12)],
    ["a PDF for an image route", pdf()],
  ])("refuses %s by its bytes, whatever its name, and keeps nothing", async (_, bytes) => {
    const db = await getDb();
    const name = `bad-${randomBytes(4).toString("hex")}.png`;
    const err = await refusal(storeUpload(db, counted(bytes).source, { ...images, name }));
    expect(err.messageKey).toBe("validation.upload.type");
    expect(err.values).toEqual({ kinds: "PNG, JPEG" });
    expect(await leftovers(name)).toBe(0);
  });

  it("refuses an empty file", async () => {
    const err = await refusal(storeUpload(await getDb(), counted(Buffer.alloc(0)).source, { ...images, name: "empty.png" }));
    expect(err.messageKey).toBe("validation.upload.empty");
  });

  it("tells .docx from .xlsx from a plain zip by the parts their directory names", async () => {
    const db = await getDb();
    const office = { accept: ["pdf", "docx", "xlsx"] as const, maxBytes: 20 * 1024 * 1024, purpose };
    expect((await storeUpload(db, counted(await docx()).source, { ...office, name: "m.docx" })).kind).toBe("docx");
    expect((await storeUpload(db, counted(await xlsx()).source, { ...office, name: "m.xlsx" })).kind).toBe("xlsx");
    expect((await storeUpload(db, counted(pdf()).source, { ...office, name: "m.pdf" })).kind).toBe("pdf");
    const plain = await zipOf({ "evil.exe": "MZ" });
    const err = await refusal(storeUpload(db, counted(plain).source, { ...office, name: "evil.docx" }));
    expect(err.messageKey).toBe("validation.upload.type");
    expect(await leftovers("evil.docx")).toBe(0);
  });

  it("leaves nothing readable when the source breaks off mid-upload", async () => {
    const db = await getDb();
    async function* broken() {
      yield png(900).subarray(0, chunkBytes + 10);
      yield png(900).subarray(0, chunkBytes);
      throw new Error("connection reset");
    }
    await expect(storeUpload(db, broken(), { ...images, name: "broken.png" })).rejects.toThrow("connection reset");
    expect(await leftovers("broken.png")).toBe(0);
  });

  it("opens only a complete file of the asked purpose (and company), and removes it", async () => {
    const db = await getDb();
    const file = await storeGenerated(db, counted(pdf()).source, { kind: "pdf", name: "labels.pdf", purpose, companyId: 7 });
    expect(await openStored(db, file.id, { purpose: "other" })).toBeNull();
    expect(await openStored(db, file.id, { purpose, companyId: 8 })).toBeNull();
    expect(await openStored(db, "not-a-uuid", { purpose })).toBeNull();
    const opened = await openStored(db, file.id, { purpose, companyId: 7 });
    const res = fileResponse(opened!, { download: true });
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="labels.pdf"/);
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect((await res.arrayBuffer()).byteLength).toBe(pdf().length);
    expect(await removeStored(db, file.id)).toBe(true);
    expect(await openStored(db, file.id, { purpose })).toBeNull();
  });

  it("stores parallel uploads apart", async () => {
    const db = await getDb();
    const inputs = Array.from({ length: 6 }, () => png(400));
    const files = await Promise.all(inputs.map((b, i) => storeUpload(db, counted(b).source, { ...images, name: `p${i}.png` })));
    for (const [i, f] of files.entries()) {
      const opened = await openStored(db, f.id, { purpose });
      expect(Buffer.compare(await readAll(opened!.stream), inputs[i]!)).toBe(0);
    }
  });
});
