/** The largest request body the portal and the services take, both enforcing it (every JSON input is far smaller). */
export const maxBodyBytes = 1_000_000;

/** How much of a refused body the portal still reads, so that its sender gets the answer (limitStream's drain). */
export const drainBytes = 16 * 1024 * 1024;

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
 * Passes a body through (with backpressure) and errors it at the first byte over `max`. `exceeded()` tells afterwards
 * that this, not the network, ended the upload. The source is left to `drain()`, for the answer's sake: a client still
 * sending when the answer comes (a refusal at the limit, or before the body was read) is read to its end, up to `bound`
 * bytes, so that it gets its answer rather than a reset connection. Past `bound` the source is cancelled.
 */
export function limitStream(stream: ReadableStream<Uint8Array>, max = maxBodyBytes) {
  let total = 0;
  let exceeded = false;
  let gate!: TransformStreamDefaultController<Uint8Array>;
  const transform = new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      gate = controller;
    },
    transform(chunk, controller) {
      total += chunk.byteLength;
      if (total > max) {
        exceeded = true;
        controller.error(new Error(`request body over ${max} bytes`));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  const piped = stream.pipeTo(transform.writable, { preventCancel: true }).catch(() => undefined);
  return {
    body: transform.readable,
    exceeded: () => exceeded,
    /** Ends the pass-through and reads what is left of the source; true when it ended within `bound` bytes. */
    async drain(bound: number): Promise<boolean> {
      try {
        gate.terminate();
      } catch {
        // already errored at the limit or ended
      }
      await piped;
      const reader = stream.getReader();
      let read = 0;
      try {
        while (read <= bound) {
          const { done, value } = await reader.read();
          if (done) return true;
          read += value.byteLength;
        }
        await reader.cancel();
        return false;
      } catch {
        return false;
      } finally {
        reader.releaseLock();
      }
    },
  };
}
