// The portal's production server: Next's request handler behind a plain Node HTTP server, so the client's
// address is decided here, from the socket and TRUST_PROXY, before any code can read a forged header.
import http from "node:http";
import { randomUUID } from "node:crypto";
import next from "next";
import pino from "pino";
import { clientAddress, requestProtocol, trustedHopsOf } from "../lib/server/client-address.mjs";
import { closeOnEarlyAnswer } from "../lib/server/early-answer.mjs";
import { shutdownTimeoutOf, stopOnSignals } from "../lib/server/shutdown.mjs";
import { brotliStatic } from "../lib/server/static-encoded.mjs";

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
const trustedHops = trustedHopsOf(process.env.TRUST_PROXY);
const log = pino({ level: process.env.LOG_LEVEL ?? "info", base: { pid: process.pid } });
// A request id from a trusted proxy in front is kept, so one id follows the request through every hop.
const requestIdPattern = /^[\w.:-]{8,100}$/;

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
const staticBrotli = brotliStatic(process.env.NEXT_DIST_DIR || ".next");
await app.prepare();

const server = http.createServer((req, res) => {
  const started = performance.now();
  closeOnEarlyAnswer(req, res);
  req.headers["x-forwarded-for"] = clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustedHops);
  // The session cookie is Secure exactly when this is "https" (lib/session), so a client cannot choose it.
  req.headers["x-forwarded-proto"] = requestProtocol(req.headers["x-forwarded-proto"], Boolean(req.socket.encrypted), trustedHops);
  if (!trustedHops) {
    delete req.headers["x-real-ip"];
  }
  const given = req.headers["x-request-id"];
  const reqId = trustedHops && typeof given === "string" && requestIdPattern.test(given) ? given : randomUUID();
  req.headers["x-request-id"] = reqId;
  res.setHeader("X-Request-Id", reqId);
  res.once("finish", () => {
    const path = (req.url ?? "/").split("?")[0];
    if (path.startsWith("/_next/static/")) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info({ event: "portal.request", reqId, method: req.method, path, status: res.statusCode, ms }, "request");
  });
  void staticBrotli(req, res).then(
    (served) => served || handle(req, res),
    () => handle(req, res),
  );
});
// Idle keep-alive sockets outlive a fronting proxy's (typically 60 s), so the server never closes one just
// as a client reuses it (a reset the client cannot retry).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  const shown = hostname === "0.0.0.0" ? "localhost" : hostname;
  log.info({ event: "portal.listening", port, trustedHops }, `portal listening on http://${shown}:${port} (trusted proxy hops: ${trustedHops})`);
  if (!trustedHops && process.env.COOKIE_SECURE !== "false") {
    log.warn(
      { event: "portal.plainHttp" },
      "warning: serving plain HTTP with no trusted HTTPS proxy (TRUST_PROXY=0): session cookies are sent without Secure over HTTP" +
        (process.env.COOKIE_SECURE === "true" ? "; COOKIE_SECURE=true forces Secure, so browsers will drop them and nobody can log in over HTTP" : "") +
        ". Put an HTTPS proxy in front and set TRUST_PROXY for production.",
    );
  }
});
const timeoutMs = shutdownTimeoutOf(process.env.SHUTDOWN_TIMEOUT_MS);
stopOnSignals(server, {
  timeoutMs,
  log: (fields, msg) => log.info(fields, msg),
  close: async () => {
    // Work handed to `after` (a label render, lib/upstream/client.ts) ends before the database closes.
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(() => resolve("late"), timeoutMs)));
    if ((await Promise.race([app.close(), late])) === "late") log.info({ event: "shutdown.afterTimeout" }, "work after answers still running at the time limit");
    clearTimeout(timer);
    // The services' database handle, opened by instrumentation.ts in this same process (services/db/client.ts).
    const db = await globalThis.__portalDb?.catch(() => null);
    await db?.close();
  },
});
