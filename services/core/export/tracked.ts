import { metrics } from "@/lib/metrics";

type Outcome = "done" | "failed" | "cancelled";

/**
 * An export's body that the metrics follow: running while it streams, then done, failed (the producer
 * threw) or cancelled (the client went away). Reads one chunk per pull, so backpressure passes through.
 */
export function trackedExport(body: ReadableStream<Uint8Array> | Uint8Array): ReadableStream<Uint8Array> | Uint8Array {
  const { exportTasks, exportTasksFinished } = metrics();
  if (body instanceof Uint8Array) {
    exportTasksFinished.inc({ state: "done" });
    return body;
  }
  exportTasks.inc({ state: "running" });
  let ended = false;
  const end = (state: Outcome) => {
    if (ended) return;
    ended = true;
    exportTasks.dec({ state: "running" });
    exportTasksFinished.inc({ state });
  };
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            end("done");
            controller.close();
          } else controller.enqueue(value);
        } catch (err) {
          end("failed");
          controller.error(err);
        }
      },
      async cancel(reason) {
        end("cancelled");
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
