import { AppError } from "../errors";

/** What a spreadsheet upload may unpack to: an .xlsx of a few thousand rows is far below these. */
export const zipLimits = { maxEntries: 500, maxUncompressed: 64 * 1024 * 1024, maxRatio: 200 };

const u16 = (b: Buffer, at: number) => b.readUInt16LE(at);
const u32 = (b: Buffer, at: number) => b.readUInt32LE(at);
const bomb = () => new AppError("VALIDATION", "validation.import.zipBomb");

/**
 * Reads a zip's central directory, before anything is inflated, and refuses a bomb: too many entries, a
 * total unpacked size over the cap, an entry that claims to grow more than `maxRatio` times, or zip64
 * sizes (never needed by a sheet this small). A directory that cannot be read is refused too.
 */
export function guardZip(zip: Buffer, limits = zipLimits): void {
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (u32(zip, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw bomb();
  const entries = u16(zip, eocd + 10);
  let at = u32(zip, eocd + 16);
  if (entries > limits.maxEntries || entries === 0xffff || at === 0xffffffff) throw bomb();
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || u32(zip, at) !== 0x02014b50) throw bomb();
    const compressed = u32(zip, at + 20);
    const size = u32(zip, at + 24);
    if (compressed === 0xffffffff || size === 0xffffffff) throw bomb();
    if (size > Math.max(compressed, 1) * limits.maxRatio && size > 1024 * 1024) throw bomb();
    total += size;
    if (total > limits.maxUncompressed) throw bomb();
    at += 46 + u16(zip, at + 28) + u16(zip, at + 30) + u16(zip, at + 32);
  }
}
