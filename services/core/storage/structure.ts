import { crc32 } from "node:zlib";
import type { FileKind } from "@/lib/contracts/kit/upload";

/**
 * Streaming parsers of the binary kinds' container structure: a file must be exactly a well-formed sequence
 * of its kind's chunks, boxes or segments from its first byte to its last, so nothing (an HTML page, a
 * script, a second file) can ride between them or after the end.
 */

/** What the parser waits for next: some bytes to read, some to pass over, a scan, the rest of the file, or the end. */
type Next = Step | "done" | null;
type Step =
  | { take: number; then: (bytes: Buffer) => Next; endOk?: boolean }
  | { skip: number; data?: (bytes: Buffer) => void; then: () => Next }
  | { scan: (bytes: Buffer) => { used: number; next: Next } | undefined }
  | { rest: true };

const take = (n: number, then: (bytes: Buffer) => Next, endOk = false): Step => ({ take: n, then, endOk });
const skip = (n: number, then: () => Next, data?: (bytes: Buffer) => void): Next =>
  Number.isSafeInteger(n) && n >= 0 ? { skip: n, then, data } : null;

export interface Guard {
  /** False at the first chunk that breaks the structure. */
  push(chunk: Uint8Array): boolean;
  /** Whether the file ended where its structure may end. */
  end(): boolean;
}

function stepper(first: Step): Guard {
  let step: Next = first;
  let held: Buffer[] = [];
  let heldBytes = 0;
  const settle = () => {
    while (step && typeof step === "object" && "skip" in step && step.skip === 0) step = step.then();
  };
  return {
    push(input) {
      const chunk = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
      let at = 0;
      while (at < chunk.length) {
        settle();
        if (step === null || step === "done") return (step = null), false;
        if ("rest" in step) return true;
        if ("skip" in step) {
          const n = Math.min(step.skip, chunk.length - at);
          step.data?.(chunk.subarray(at, at + n));
          step.skip -= n;
          at += n;
        } else if ("scan" in step) {
          const found = step.scan(chunk.subarray(at));
          if (!found) return true;
          at += found.used;
          step = found.next;
        } else {
          const n = Math.min(step.take - heldBytes, chunk.length - at);
          held.push(chunk.subarray(at, at + n));
          heldBytes += n;
          at += n;
          if (heldBytes === step.take) {
            const bytes = Buffer.concat(held, heldBytes);
            held = [];
            heldBytes = 0;
            step = step.then(bytes);
          }
        }
      }
      settle();
      return step !== null;
    },
    end() {
      settle();
      if (step === "done") return true;
      if (!step) return false;
      return "rest" in step || ("take" in step && !!step.endOk && heldBytes === 0);
    },
  };
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the signature, IHDR first, then chunks whose length, type and CRC all hold, up to IEND and nothing after. */
function png(): Step {
  const chunk = (first: boolean): Step =>
    take(8, (head) => {
      const length = head.readUInt32BE(0);
      const type = head.subarray(4, 8);
      const name = type.toString("latin1");
      if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(name) || first !== (name === "IHDR")) return null;
      let crc = crc32(type);
      return skip(length, () => take(4, (sum) => {
        if (sum.readUInt32BE(0) !== crc) return null;
        if (name !== "IEND") return chunk(false);
        return length === 0 ? "done" : null;
      }), (data) => {
        crc = crc32(data, crc);
      });
    });
  return take(8, (sig) => (sig.equals(pngSignature) ? chunk(true) : null));
}

/** JPEG: SOI, then marker segments (each with its length), entropy-coded data after each SOS, up to EOI and nothing after. */
function jpeg(): Step {
  const afterCode = (code: number): Next => {
    if (code === 0xd9) return "done";
    if ((code >= 0xd0 && code <= 0xd7) || code === 0x01) return marker();
    if (code === 0xd8 || code === 0x00) return null;
    return take(2, (len) => {
      const n = len.readUInt16BE(0);
      if (n < 2) return null;
      return skip(n - 2, () => (code === 0xda ? entropy() : marker()));
    });
  };
  const code = (): Step => take(1, ([c]) => (c === 0xff ? code() : afterCode(c!)));
  const marker = (): Step => take(1, ([b]) => (b === 0xff ? code() : null));
  // Inside a scan, 0xFF is followed by 0x00 (a stuffed byte), a restart marker, fill bytes, or the next marker.
  const entropy = (): Step => {
    let ff = false;
    return {
      scan(bytes) {
        for (let i = ff ? 0 : bytes.indexOf(0xff); i >= 0 && i < bytes.length; ) {
          if (!ff) {
            ff = true;
            i++;
            continue;
          }
          const c = bytes[i]!;
          if (c === 0xff) {
            i++;
            continue;
          }
          ff = false;
          if (c !== 0x00 && !(c >= 0xd0 && c <= 0xd7)) return { used: i + 1, next: afterCode(c) };
          i = bytes.indexOf(0xff, i + 1);
        }
        return undefined;
      },
    };
  };
  return take(2, (soi) => (soi[0] === 0xff && soi[1] === 0xd8 ? marker() : null));
}

/** GIF: header, screen descriptor and colour table, then extensions and images of sub-blocks, up to the trailer. */
function gif(): Step {
  const subBlocks = (then: () => Next): Step => take(1, ([n]) => (n === 0 ? then() : skip(n!, () => subBlocks(then))));
  const table = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const block = (): Step =>
    take(1, ([b]) => {
      if (b === 0x3b) return "done";
      if (b === 0x21) return take(1, () => subBlocks(block));
      if (b === 0x2c) return take(9, (d) => skip(table(d[8]!), () => take(1, () => subBlocks(block))));
      return null;
    });
  return take(13, (head) => (/^GIF8[79]a$/.test(head.toString("latin1", 0, 6)) ? skip(table(head[10]!), block) : null));
}

/** WebP: a RIFF whose declared size is the file's, holding whole chunks (each padded to an even length). */
function webp(): Step {
  return take(12, (head) => {
    if (head.toString("latin1", 0, 4) !== "RIFF" || head.toString("latin1", 8, 12) !== "WEBP") return null;
    let left = head.readUInt32LE(4) - 4;
    const chunk = (): Next =>
      left === 0
        ? "done"
        : take(8, (h) => {
            const size = h.readUInt32LE(4) + (h.readUInt32LE(4) % 2);
            left -= 8 + size;
            return left < 0 || !/^[A-Za-z0-9 ]{4}$/.test(h.toString("latin1", 0, 4)) ? null : skip(size, chunk);
          });
    return left < 0 ? null : chunk();
  });
}

/** MP4: top-level boxes (32- or 64-bit sizes, a size of 0 running to the end) that cover the file exactly. */
function mp4(): Step {
  const box = (): Step =>
    take(8, (h) => {
      const size = h.readUInt32BE(0);
      if (!/^[\x20-\x7e]{4}$/.test(h.toString("latin1", 4, 8))) return null;
      if (size === 0) return { rest: true };
      if (size === 1) return take(8, (large) => skip(Number(large.readBigUInt64BE(0)) - 16, box));
      return size < 8 ? null : skip(size - 8, box);
    }, true);
  return box();
}

/** WebM (EBML): top-level elements, the EBML header first, each with its size; a Segment of unknown size runs to the end. */
function webm(): Step {
  const lengthOf = (first: number) => Math.clz32(first) - 23;
  const more = (n: number, then: (bytes: Buffer) => Next): Next => (n === 0 ? then(Buffer.alloc(0)) : take(n, then));
  const element = (first: boolean): Step =>
    take(1, ([b0]) => {
      const idLen = lengthOf(b0!);
      if (idLen < 1 || idLen > 4) return null;
      return more(idLen - 1, (idRest) => {
        const id = Buffer.concat([Buffer.from([b0!]), idRest]).readUIntBE(0, idLen);
        if (first !== (id === 0x1a45dfa3)) return null;
        return take(1, ([s0]) => {
          const sizeLen = lengthOf(s0!);
          if (sizeLen < 1 || sizeLen > 8) return null;
          return more(sizeLen - 1, (sizeRest) => {
            const bytes = [s0! & (0xff >> sizeLen), ...sizeRest];
            if (bytes.every((v, i) => v === (i === 0 ? 0xff >> sizeLen : 0xff))) return id === 0x18538067 ? { rest: true } : null;
            return skip(bytes.reduce((acc, v) => acc * 256 + v, 0), () => element(false));
          });
        });
      });
    }, !first);
  return element(true);
}

const parsers: Partial<Record<FileKind, () => Step>> = { png, jpeg, gif, webp, mp4, webm };

/** The structure guard of a kind, or null for kinds checked otherwise (PDF and zip by their end, text by its encoding). */
export function structureGuard(kind: FileKind): Guard | null {
  const parser = parsers[kind];
  return parser ? stepper(parser()) : null;
}
