import { describe, expect, it } from "vitest";
import { services } from "@/services/registry";
import { limitStream, maxBodyBytes, readLimited } from "@/lib/contracts/body-limit";
import { freshIp } from "../helpers/services";

/**
 * The 1 MB body limit holds while the body streams: a source that makes its bytes only when pulled
 * shows how much was read. Before, the whole body was read first (a 200 MB upload took 600 MB).
 */
function source(total: number, chunk = 64 * 1024) {
  let made = 0;
  let cancelled = false;
  const block = new Uint8Array(chunk).fill(0x20); // spaces: valid JSON whitespace
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (made >= total) return controller.close();
      const n = Math.min(chunk, total - made);
      made += n;
      controller.enqueue(n === chunk ? block.slice() : block.slice(0, n));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, made: () => made, cancelled: () => cancelled };
}

async function login(body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}, locale = "en") {
  const req = new Request("http://test/user/auth/userLogin", {
    method: "POST",
    headers: { "content-type": "application/json", "x-locale": locale, "x-client-ip": freshIp(), ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  const res = await services["base-data"].app.fetch(req);
  return { status: res.status, body: (await res.json()) as { returnCode: number; message: string } };
}

describe("request body limit of the services", () => {
  it("refuses a chunked 200 MB body to the public login route at the first byte over 1 MB, reading no further", async () => {
    const src = source(200 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    const res = await login(src.stream, {}, "zh");
    expect(res).toEqual({ status: 413, body: { returnCode: 413, message: "请求内容过大。" } });
    expect(src.made()).toBeGreaterThan(maxBodyBytes);
    expect(src.made()).toBeLessThanOrEqual(maxBodyBytes + 3 * 64 * 1024);
    expect(src.cancelled()).toBe(true);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it("refuses a declared Content-Length over the limit without reading a byte", async () => {
    const src = source(2 * maxBodyBytes);
    const res = await login(src.stream, { "content-length": String(2 * maxBodyBytes) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("The request is too large.");
    expect(src.made()).toBeLessThanOrEqual(64 * 1024);
  });

  it("takes a body of exactly the limit, and answers 400 for bytes that are not UTF-8", async () => {
    const json = JSON.stringify({ userName: "nobody1", password: "wrong-pass", companyId: 1 });
    const exact = await login(json + " ".repeat(maxBodyBytes - json.length));
    expect(exact.status).toBe(401);
    const bad = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), c.close()) });
    expect((await login(bad)).status).toBe(400);
  });
});

describe("the body limit helpers", () => {
  it("readLimited answers the bytes up to the limit and null past it", async () => {
    expect(await readLimited(source(10).stream, 10)).toHaveLength(10);
    const over = source(100, 4);
    expect(await readLimited(over.stream, 10)).toBeNull();
    expect(over.made()).toBe(12);
  });

  it("limitStream passes the body through with backpressure and errors it past the limit, reading no further", async () => {
    const src = source(10 * maxBodyBytes);
    const limited = limitStream(src.stream);
    await expect(new Response(limited.body).arrayBuffer()).rejects.toThrow();
    expect(limited.exceeded()).toBe(true);
    expect(src.cancelled()).toBe(false);
    expect(src.made()).toBeLessThanOrEqual(maxBodyBytes + 3 * 64 * 1024);
    const small = limitStream(source(1000).stream);
    expect((await new Response(small.body).arrayBuffer()).byteLength).toBe(1000);
    expect(small.exceeded()).toBe(false);
    expect(await small.drain(0)).toBe(true);
  });

  it("drain reads what is left of a refused body up to a bound, so its sender gets the answer, and cancels past it", async () => {
    const src = source(5 * maxBodyBytes);
    const limited = limitStream(src.stream);
    await expect(new Response(limited.body).arrayBuffer()).rejects.toThrow();
    expect(await limited.drain(8 * maxBodyBytes)).toBe(true);
    expect([src.made(), src.cancelled()]).toEqual([5 * maxBodyBytes, false]);

    const huge = source(50 * maxBodyBytes);
    const cut = limitStream(huge.stream);
    await expect(new Response(cut.body).arrayBuffer()).rejects.toThrow();
    expect(await cut.drain(4 * maxBodyBytes)).toBe(false);
    expect(huge.cancelled()).toBe(true);
    expect(huge.made()).toBeLessThanOrEqual(6 * maxBodyBytes);

    // a body nobody read (an answer before the body was looked at) is read out too
    const unread = source(3 * maxBodyBytes);
    const early = limitStream(unread.stream);
    expect(await early.drain(8 * maxBodyBytes)).toBe(true);
    expect(unread.made()).toBe(3 * maxBodyBytes);
  });
});
