import { contentDisposition } from "../export/disposition";
import type { OpenedFile } from "./read";

/**
 * A stored file as an answer: its sniffed type, never guessed again by the browser (nosniff), and a
 * sandbox so that even an SVG or a PDF opened directly runs no script of ours.
 */
export function fileResponse({ file, stream }: OpenedFile, opts: { download?: boolean } = {}): Response {
  return new Response(stream, {
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(file.name, opts.download ? "attachment" : "inline"),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
