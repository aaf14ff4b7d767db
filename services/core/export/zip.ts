import { once } from "node:events";
import { createGzip, gzipSync, type Gzip } from "node:zlib";

/** Takes the archive's bytes in order; resolves when it can take more (back-pressure). */
export type Sink = (chunk: Uint8Array) => Promise<void> | void;

/** A part written piece by piece; `end` finishes it. */
export interface PartWriter {
  write(text: string): Promise<void>;
  end(): Promise<void>;
}

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  streamed: boolean;
}

const utf8Names = 0x0800;
const sizesFollow = 0x0008;
const deflate = 8;
const max32 = 0xffffffff;
// A gzip member is a 10-byte header, raw deflate data (what a zip entry holds), CRC-32 and length.
const gzipHeader = 10;
const gzipTrailer = 8;
/** Text taken before a writer waits for the deflate thread: enough to keep both busy. */
const writeAhead = 1024 * 1024;
/** Text handed to zlib at once: each hand-over is a round trip to the thread pool (10–35% less CPU than 32 KB). */
const handOver = 256 * 1024;

function dosTime(at: Date): [number, number] {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1);
  const date = ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  return [time, date];
}

/**
 * A zip archive written front to back (no seeking): the parts compressed as they come, the central
 * directory at the end. A streamed part's CRC-32 comes from zlib's gzip trailer, computed beside the
 * deflate on the thread pool, not by JavaScript on the request's thread. Parts and the archive stay
 * under 4 GiB (no zip64); an .xlsx sheet holds at most 1,048,576 rows.
 */
export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly time: number;
  private readonly date: number;

  constructor(
    private readonly sink: Sink,
    private readonly level = 1,
    at = new Date(),
  ) {
    [this.time, this.date] = dosTime(at);
  }

  /** A small part, compressed at once. */
  async file(name: string, content: string): Promise<void> {
    const gz = gzipSync(content, { level: 6 });
    const data = gz.subarray(gzipHeader, gz.length - gzipTrailer);
    const entry = this.entry(name, false);
    entry.crc = gz.readUInt32LE(gz.length - gzipTrailer);
    entry.size = gz.readUInt32LE(gz.length - 4);
    entry.compressed = data.length;
    await this.put(this.header(entry, 0x04034b50));
    await this.put(data);
  }

  /** A large part, deflated while it is written; its sizes and CRC-32 follow its data. */
  async stream(name: string): Promise<PartWriter> {
    const entry = this.entry(name, true);
    await this.put(this.header(entry, 0x04034b50));
    const gz = createGzip({ level: this.level, chunkSize: 64 * 1024 });
    gz.on("error", () => undefined); // surfaces through `pump`
    let failed = false;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const pump = this.pump(gz, entry);
    pump.catch(() => {
      failed = true;
      gz.destroy();
    });
    return {
      write: async (text) => {
        if (failed) await pump; // throws: the reader has gone, stop producing
        const bytes = Buffer.from(text);
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes < handOver) return;
        gz.write(pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes));
        pending = [];
        pendingBytes = 0;
        if (gz.writableLength >= writeAhead) await Promise.race([once(gz, "drain"), pump]);
        // A turn of the event loop: zlib's finished chunks (and the database's rows) wait for one, so a
        // writer that only ever awaited resolved promises would leave the deflate thread idle.
        else await new Promise(setImmediate);
      },
      end: async () => {
        if (pending.length) gz.write(Buffer.concat(pending, pendingBytes));
        gz.end();
        const trailer = await pump;
        entry.crc = trailer.readUInt32LE(0);
        entry.size = gz.bytesWritten;
        if (entry.size > max32 || entry.compressed > max32) throw new Error(`zip: ${name} is over 4 GiB`);
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(entry.crc, 4);
        descriptor.writeUInt32LE(entry.compressed, 8);
        descriptor.writeUInt32LE(entry.size, 12);
        await this.put(descriptor);
      },
    };
  }

  /** The central directory; the archive is complete after it. */
  async finish(): Promise<void> {
    const start = this.offset;
    if (start > max32) throw new Error("zip: archive is over 4 GiB");
    for (const e of this.entries) await this.put(this.header(e, 0x02014b50));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
  }

  /** The deflated data between the gzip header and trailer goes out; the trailer is answered. */
  private async pump(gz: Gzip, entry: Entry): Promise<Buffer> {
    let skip = gzipHeader;
    let held: Buffer = Buffer.alloc(0);
    for await (const chunk of gz as AsyncIterable<Buffer>) {
      let data = chunk;
      if (skip) {
        const n = Math.min(skip, data.length);
        data = data.subarray(n);
        skip -= n;
      }
      const all = held.length ? Buffer.concat([held, data]) : data;
      const cut = Math.max(0, all.length - gzipTrailer);
      held = all.subarray(cut);
      if (cut) {
        entry.compressed += cut;
        await this.put(all.subarray(0, cut));
      }
    }
    if (held.length !== gzipTrailer) throw new Error("zip: truncated deflate stream");
    return held;
  }

  private entry(name: string, streamed: boolean): Entry {
    if (this.offset > max32) throw new Error("zip: archive is over 4 GiB");
    const entry = { name: Buffer.from(name), crc: 0, compressed: 0, size: 0, offset: this.offset, streamed };
    this.entries.push(entry);
    return entry;
  }

  /** A local file header (0x04034b50) or a central directory header (0x02014b50). */
  private header(e: Entry, signature: number): Buffer {
    const central = signature === 0x02014b50;
    const at = central ? 2 : 0; // the central header adds "version made by"
    const b = Buffer.alloc((central ? 46 : 30) + e.name.length);
    b.writeUInt32LE(signature, 0);
    if (central) b.writeUInt16LE(20, 4);
    b.writeUInt16LE(20, 4 + at);
    b.writeUInt16LE(utf8Names | (e.streamed ? sizesFollow : 0), 6 + at);
    b.writeUInt16LE(deflate, 8 + at);
    b.writeUInt16LE(this.time, 10 + at);
    b.writeUInt16LE(this.date, 12 + at);
    // A streamed part's local header leaves CRC and sizes 0: they follow in its data descriptor.
    if (central || !e.streamed) {
      b.writeUInt32LE(e.crc, 14 + at);
      b.writeUInt32LE(e.compressed, 18 + at);
      b.writeUInt32LE(e.size, 22 + at);
    }
    b.writeUInt16LE(e.name.length, 26 + at);
    if (central) b.writeUInt32LE(e.offset, 42);
    e.name.copy(b, central ? 46 : 30);
    return b;
  }

  private async put(chunk: Uint8Array): Promise<void> {
    this.offset += chunk.length;
    await this.sink(chunk);
  }
}
