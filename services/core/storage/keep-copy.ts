import type { ByteSource } from "./store";

/** Passes an upload's bytes on to storage and keeps a copy in `kept` (up to `max` bytes) for a check of the whole file. */
export async function* keepingCopy(source: ByteSource, kept: Uint8Array[], max: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of source as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total <= max) kept.push(chunk);
    yield chunk;
  }
}
