// Brotli for the build's static scripts and styles. Next compresses what it serves with gzip at level 6; the
// browsers that ask for `br` get the copies written at build time (scripts/precompress.mjs, quality 11),
// about 13 % fewer bytes, as a CDN in front would serve them. Anything else falls through to Next.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const PREFIX = "/_next/static/";
const TYPES = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };
/** Below this, compression headers cost about what they save. */
const MIN_BYTES = 1024;

/**
 * Whether an Accept-Encoding header accepts `br` (named with q > 0, or `*` with q > 0 and br not refused).
 * @param {string | string[] | undefined} header
 * @returns {boolean}
 */
export function acceptsBrotli(header) {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  let star = false;
  for (const part of text.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name.trim() === "br") return weight > 0;
    if (name.trim() === "*") star = weight > 0;
  }
  return star;
}

/**
 * The file under `root` a static URL names, or null for anything outside it or not a script or style.
 * @param {string} root the build's static folder
 * @param {string} url
 * @returns {string | null}
 */
export function staticFileOf(root, url) {
  const pathname = url.split("?")[0] ?? "";
  if (!pathname.startsWith(PREFIX)) return null;
  let rel;
  try {
    rel = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return null;
  }
  if (rel.includes("\0") || !(path.extname(rel) in TYPES)) return null;
  const file = path.resolve(root, rel);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * A request handler step: answers GET and HEAD of a static script or style with its brotli copy when the
 * client accepts it and the copy exists, and returns true; otherwise returns false and leaves the request
 * to Next. The build's files never change under a running server, so what is found is remembered.
 * @param {string} distDir
 */
export function brotliStatic(distDir) {
  const root = path.resolve(distDir, "static");
  /** @type {Map<string, { size: number } | null>} */
  const found = new Map();
  const copyOf = async (/** @type {string} */ file) => {
    if (!found.has(file)) {
      const stat = await fs.promises.stat(`${file}.br`).catch(() => null);
      found.set(file, stat?.isFile() ? { size: stat.size } : null);
    }
    return found.get(file) ?? null;
  };
  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @returns {Promise<boolean>}
   */
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const file = staticFileOf(root, req.url ?? "");
    if (!file || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    const copy = await copyOf(file);
    if (!copy) return false;
    res.writeHead(200, {
      "Content-Type": TYPES[/** @type {".js" | ".css"} */ (path.extname(file))],
      "Content-Encoding": "br",
      "Content-Length": copy.size,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    });
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    const stream = fs.createReadStream(`${file}.br`);
    stream.on("error", () => res.destroy());
    stream.pipe(res);
    return true;
  };
}

/**
 * Writes `<file>.br` beside every script and style of at least 1 KB under `dir` (an older copy is rewritten), a few at a
 * time on libuv's pool (brotli at quality 11 is slow). Returns the counts and bytes.
 * @param {string} dir
 * @returns {Promise<{ files: number; bytes: number; compressed: number }>}
 */
export async function precompress(dir) {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => path.extname(f) in TYPES)
    .map((f) => path.join(dir, f));
  const total = { files: 0, bytes: 0, compressed: 0 };
  const queue = [...files];
  const work = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const data = await fs.promises.readFile(file);
      if (data.length < MIN_BYTES) continue;
      const br = await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
      await fs.promises.writeFile(`${file}.br`, br);
      total.files += 1;
      total.bytes += data.length;
      total.compressed += br.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, work));
  return total;
}
