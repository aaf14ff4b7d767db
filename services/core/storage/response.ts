import { contentDisposition } from "../export/disposition";
import type { OpenedFile } from "./read";

/**
 * A stored file as an answer: its sniffed type, never guessed again by the browser (nosniff), and a
 * sandbox so that even an SVG or a PDF opened directly runs no script of ours.
 */
export function fileResponse({ file, stream, range }: OpenedFile, opts: { download?: boolean } = {}): Response {
  return new Response(stream, {
    status: range ? 206 : 200,
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(range ? range.end - range.start + 1 : file.size),
      ...(range ? { "Content-Range": `bytes ${range.start}-${range.end}/${file.size}` } : {}),
      "Accept-Ranges": "bytes",
      "Content-Disposition": contentDisposition(file.name, opts.download ? "attachment" : "inline"),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

/**
 * A script-free PDF (see pdf-scripts.ts) shown in a frame of the portal's own pages: the browser's viewer
 * renders nothing in a sandbox, so this answer has none and may be framed by the same origin only (the proxy
 * lets these paths be framed too).
 */
export function framedPdfResponse({ file, stream }: OpenedFile): Response {
  return new Response(stream, {
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(file.name, "inline"),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'self'",
    },
  });
}

/** The answer to a range that lies outside the file (RFC 9110 §15.5.17). */
export function rangeNotSatisfiable(size: number): Response {
  return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${size}`, "Accept-Ranges": "bytes" } });
}
