import type { MiddlewareHandler } from "hono";
import { log } from "@/lib/log";
import { metrics, setPoolStatsSource } from "@/lib/metrics";
import { getDbHandle, hasDbHandle } from "@/services/db/client";
import type { Principal } from "./principal";

const seen = new WeakMap<Request, { route: string; principal?: Principal | null }>();
const requestIds = new WeakMap<Request, string>();

/**
 * The request's id, for the answer's own headers: a header set on an answer afterwards is lost when @hono/node-server's
 * Response (the global once a services HTTP server runs in the process) is read, which rebuilds it from its init.
 */
export const requestIdOf = (req: Request): string | undefined => requestIds.get(req);

/** What the request line reports: the matched route template and, once resolved, the caller. */
export function noteRoute(req: Request, route: string, principal?: Principal | null): void {
  seen.set(req, { route, principal });
}

setPoolStatsSource(async () => (hasDbHandle() ? (await getDbHandle()).poolStats() : null));

const requestIdPattern = /^[\w.:-]{8,100}$/;

/**
 * One JSON log line and one histogram sample per request: request id (X-Request-Id, given by the portal
 * or made here, and answered back), user, company, route template, status, duration. Never a body,
 * a token or a cookie: only the fields named here are written.
 */
export function observe(service: string): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header("x-request-id");
    const reqId = given && requestIdPattern.test(given) ? given : crypto.randomUUID();
    requestIds.set(c.req.raw, reqId);
    await next();
    const ms = performance.now() - started;
    const note = seen.get(c.req.raw);
    const route = note?.route ?? "(unmatched)";
    const status = c.res.status;
    try {
      c.res.headers.set("X-Request-Id", reqId);
    } catch {
      // a response with immutable headers keeps its own
    }
    metrics().requestDuration.observe({ service, route, method: c.req.method, status: String(status) }, ms / 1000);
    const p = note?.principal;
    const level = c.req.path === "/health" ? "debug" : "info";
    log()[level](
      { event: "service.request", reqId, service, method: c.req.method, route, status, ms: Math.round(ms * 10) / 10,
        user: p?.userName, userId: p?.userId, company: p?.companyId },
      "request",
    );
  };
}
