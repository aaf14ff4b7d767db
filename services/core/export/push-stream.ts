import type { Sink } from "./zip";

/**
 * A web ReadableStream fed from code: `sink` resolves once the reader has taken all but `highWater`
 * bytes, so a producer never runs more than that ahead of a slow client, and throws once the reader
 * has cancelled (the client went away), which stops the producer.
 */
export function pushStream(highWater = 1024 * 1024) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let wake: (() => void) | undefined;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      pull: () => wake?.(),
      cancel: () => {
        cancelled = true;
        wake?.();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: highWater }),
  );
  const sink: Sink = async (chunk) => {
    if (cancelled) throw new Error("export: the reader has gone");
    controller.enqueue(chunk);
    while ((controller.desiredSize ?? 0) <= 0 && !cancelled) await new Promise<void>((r) => (wake = r));
    wake = undefined;
  };
  return {
    stream,
    sink,
    cancelled: () => cancelled,
    close: () => void (cancelled || controller.close()),
    fail: (err: Error) => void (cancelled || controller.error(err)),
  };
}
