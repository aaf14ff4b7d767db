/** The largest request body the portal and the services take, both enforcing it (every JSON input is far smaller). */
export const maxBodyBytes = 1_000_000;

/** What a Content-Length header already tells: more than `max` bytes are coming. */
export function declaresTooLarge(headers: Headers, max = maxBodyBytes): boolean {
  const length = Number(headers.get("content-length") ?? "0");
  return Number.isFinite(length) && length > max;
}

/**
 * Reads a body while it streams and stops at the first byte over `max`: the rest is never read, so
 * memory stays at `max` whatever the client sends. Answers null when the body is too large.
 */
export async function readLimited(stream: ReadableStream<Uint8Array> | null, max = maxBodyBytes): Promise<Uint8Array | null> {
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * Passes a body through (with backpressure) and errors it at the first byte over `max`, which cancels
 * the source. `exceeded()` tells afterwards that this, not the network, ended the upload.
 */
export function limitStream(stream: ReadableStream<Uint8Array>, max = maxBodyBytes) {
  let total = 0;
  let exceeded = false;
  const limited = stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > max) {
          exceeded = true;
          controller.error(new Error(`request body over ${max} bytes`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { body: limited, exceeded: () => exceeded };
}
