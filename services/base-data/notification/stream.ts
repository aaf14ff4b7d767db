import "server-only";
import { notificationOps } from "@/lib/contracts/base-data/notification";
import { defineRoute } from "@/services/core/route";
import { inboxHub } from "@/services/core/events/inbox-live";
import { getDbHandle } from "@/services/db/client";
import { countUnread } from "./read";

/** A comment line keeps proxies from closing an idle stream. */
const heartbeatMs = 20_000;
/** The stream ends after this long and the browser opens a new one (`retry`), so none outlives its session for long. */
const lifetimeMs = 10 * 60_000;

/**
 * The caller's unread count as Server-Sent Events: at once, then each time their inbox changes on any
 * instance (LISTEN portal_inbox). Changes that arrive while a count is being read are folded into one more read.
 */
export const notificationStream = defineRoute(notificationOps.stream, {
  handler: async ({ db, scope, req }) => {
    const hub = inboxHub(await getDbHandle());
    await hub.ready;
    const encoder = new TextEncoder();
    let close = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let closed = false;
        let reading = false;
        let again = false;
        const send = (text: string) => {
          if (!closed) controller.enqueue(encoder.encode(text));
        };
        const push = async (): Promise<void> => {
          if (reading) {
            again = true;
            return;
          }
          reading = true;
          try {
            do {
              again = false;
              const unread = await countUnread(db, scope);
              send(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
            } while (again && !closed);
          } catch {
            close();
          } finally {
            reading = false;
          }
        };
        const unwatch = hub.watch(scope.userId, () => void push());
        const beat = setInterval(() => send(`: keep-alive\n\n`), heartbeatMs);
        const end = setTimeout(() => close(), lifetimeMs);
        beat.unref?.();
        end.unref?.();
        close = () => {
          if (closed) return;
          closed = true;
          unwatch();
          clearInterval(beat);
          clearTimeout(end);
          req.signal.removeEventListener("abort", close);
          try {
            controller.close();
          } catch {
            // already closed by the reader
          }
        };
        req.signal.addEventListener("abort", close);
        send("retry: 3000\n\n");
        void push();
      },
      cancel() {
        close();
      },
    });
    return new Response(body, {
      headers: { "Content-Type": "text/event-stream; charset=utf-8", "X-Accel-Buffering": "no" },
    });
  },
});
