/** A byte range of a stored file, both ends inclusive (as in `Content-Range`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): `bytes=a-b`, `bytes=a-`
 * or `bytes=-n` (the last n). Null when there is no header, or one this server ignores (another unit, or
 * several ranges) and answers with the whole file; "unsatisfiable" when the range starts past the end or
 * is malformed, which is a 416.
 */
export function parseRange(header: string | null, size: number): ByteRange | null | "unsatisfiable" {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!m) return null;
  if (m[1]!.includes(",")) return null;
  const r = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(m[1]!);
  if (!r || (r[1] === "" && r[2] === "")) return "unsatisfiable";
  if (r[1] === "") {
    const suffix = Number(r[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(r[1]);
  const end = r[2] === "" ? size - 1 : Math.min(Number(r[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || (r[2] !== "" && Number(r[2]) < start)) return "unsatisfiable";
  return { start, end };
}
