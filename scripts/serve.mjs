// The portal's production server: Next's request handler behind a plain Node HTTP server, so the client's
// address is decided here, from the socket and TRUST_PROXY, before any code can read a forged header.
import http from "node:http";
import next from "next";
import { clientAddress, requestProtocol, trustedHopsOf } from "../lib/server/client-address.mjs";

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
const trustedHops = trustedHopsOf(process.env.TRUST_PROXY);

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  req.headers["x-forwarded-for"] = clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustedHops);
  // The session cookie is Secure exactly when this is "https" (lib/session), so a client cannot choose it.
  req.headers["x-forwarded-proto"] = requestProtocol(req.headers["x-forwarded-proto"], Boolean(req.socket.encrypted), trustedHops);
  if (!trustedHops) {
    delete req.headers["x-real-ip"];
  }
  void handle(req, res);
});
// Idle keep-alive sockets outlive a fronting proxy's (typically 60 s), so the server never closes one just
// as a client reuses it (a reset the client cannot retry).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(`portal listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port} (trusted proxy hops: ${trustedHops})`);
  if (!trustedHops && process.env.COOKIE_SECURE !== "false") {
    console.warn(
      "warning: serving plain HTTP with no trusted HTTPS proxy (TRUST_PROXY=0): session cookies are sent without Secure over HTTP" +
        (process.env.COOKIE_SECURE === "true" ? "; COOKIE_SECURE=true forces Secure, so browsers will drop them and nobody can log in over HTTP" : "") +
        ". Put an HTTPS proxy in front and set TRUST_PROXY for production.",
    );
  }
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
