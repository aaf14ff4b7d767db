import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli, brotliStatic, precompress, staticFileOf } from "@/lib/server/static-encoded.mjs";

describe("acceptsBrotli", () => {
  it("accepts br named with a positive weight, or a positive * that br does not refuse", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5")).toBe(true);
    expect(acceptsBrotli(["gzip", "BR"])).toBe(true);
    expect(acceptsBrotli("*")).toBe(true);
  });
  it("refuses a missing header, gzip only, br;q=0, and * when br is refused", () => {
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(acceptsBrotli("gzip, deflate")).toBe(false);
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false);
    expect(acceptsBrotli("br;q=0, *")).toBe(false);
    expect(acceptsBrotli("*;q=0")).toBe(false);
  });
});

describe("staticFileOf", () => {
  const root = path.resolve("/srv/.next/static");
  it("maps a static script or style to its file under the static folder", () => {
    expect(staticFileOf(root, "/_next/static/chunks/a1.js?v=2")).toBe(path.join(root, "chunks/a1.js"));
    expect(staticFileOf(root, "/_next/static/css/x%20y.css")).toBe(path.join(root, "css/x y.css"));
  });
  it("names nothing outside the folder, other types, bad escapes or other paths", () => {
    expect(staticFileOf(root, "/_next/static/../../etc/passwd.js")).toBeNull();
    expect(staticFileOf(root, "/_next/static/%2e%2e/%2e%2e/secret.js")).toBeNull();
    expect(staticFileOf(root, "/_next/static/media/logo.png")).toBeNull();
    expect(staticFileOf(root, "/_next/static/chunks/%E0%A4%A.js")).toBeNull();
    expect(staticFileOf(root, "/_next/static/chunks/a%00.js")).toBeNull();
    expect(staticFileOf(root, "/dashboard")).toBeNull();
  });
});

describe("brotli copies of the build's static files, served to clients that accept them", () => {
  let dist: string;
  let server: http.Server;
  let port: number;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(",")}];`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "static-br-"));
    fs.mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
    fs.mkdirSync(path.join(dist, "static/css"), { recursive: true });
    fs.writeFileSync(path.join(dist, "static/chunks/big.js"), script);
    fs.writeFileSync(path.join(dist, "static/chunks/small.js"), "export {};");
    fs.writeFileSync(path.join(dist, "static/css/app.css"), `.a{color:red}`.repeat(200));
    const serve = brotliStatic(dist);
    server = http.createServer((req, res) => {
      void serve(req, res).then((served) => served || res.writeHead(299).end("next"));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: url, method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      });
      req.on("error", reject);
      req.end();
    });

  it("precompress writes a copy of each script and style of at least 1 KB that decodes to the original", async () => {
    const t = await precompress(path.join(dist, "static"));
    expect(t.files).toBe(2);
    expect(t.compressed).toBeLessThan(t.bytes / 4);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, "static/chunks/big.js.br"))).toString()).toBe(script);
    expect(fs.existsSync(path.join(dist, "static/chunks/small.js.br"))).toBe(false);
  });

  it("serves the copy with its type, encoding, length and an immutable cache to a client that accepts br", async () => {
    const res = await get("/_next/static/chunks/big.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
    const css = await get("/_next/static/css/app.css", { "accept-encoding": "br" });
    expect(css.headers["content-type"]).toBe("text/css; charset=UTF-8");
    const head = await get("/_next/static/chunks/big.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("leaves to Next a client without br, a file without a copy, other methods and paths outside", async () => {
    for (const [url, headers, method] of [
      ["/_next/static/chunks/big.js", { "accept-encoding": "gzip" }, "GET"],
      ["/_next/static/chunks/big.js", {}, "GET"],
      ["/_next/static/chunks/small.js", { "accept-encoding": "br" }, "GET"],
      ["/_next/static/chunks/missing.js", { "accept-encoding": "br" }, "GET"],
      ["/_next/static/chunks/big.js", { "accept-encoding": "br" }, "POST"],
      ["/_next/static/chunks/big.js.br", { "accept-encoding": "br" }, "GET"],
      ["/_next/static/..%2f..%2fchunks/big.js", { "accept-encoding": "br" }, "GET"],
    ] as const) {
      const res = await get(url, headers, method);
      expect(`${method} ${url} ${res.status} ${res.body.toString()}`).toBe(`${method} ${url} 299 next`);
    }
  });
});
