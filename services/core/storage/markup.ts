import type { Guard } from "./structure";

/**
 * Markup a browser would run if it were ever led to read a binary file as HTML or SVG: a tag opening a page,
 * a script, a frame or an embedded object, or a script address. No image, video, PDF or Office file needs it
 * in its raw bytes (their text parts are compressed or in their own vocabularies, such as XMP).
 */
const markup = /<(script|html|body|head|iframe|frame|frameset|svg|object|embed|applet|meta|base|form)[\s/>]|<!doctype\s+html|(java|vb)script\s*:/;
/** Bytes of one chunk kept for the next, so markup split across two chunks is still seen. */
const overlap = 32;

/** Watches every chunk of a file that is not a text kind: false at the first chunk that holds markup (in any case). */
export function markupGuard(): Guard {
  let carry = "";
  return {
    push(chunk) {
      const text = carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("latin1").toLowerCase();
      carry = text.slice(-overlap);
      return !markup.test(text);
    },
    end: () => true,
  };
}
