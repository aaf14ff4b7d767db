/**
 * An answer that starts before the request's body has arrived whole (a 413, a refused upload) says
 * `Connection: close`: the handler stopped reading that body and the socket goes with it, so a client told
 * to keep the connection would send its next request into a closing socket (or behind the unread bytes).
 * Used by the portal's server (scripts/serve.mjs) and the services' (services/core/http-server.ts).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function closeOnEarlyAnswer(req, res) {
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  if (!hasBody) return;
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {any[]} */ ...args) {
      if (!req.complete) res.setHeader("Connection", "close");
      return writeHead.apply(res, /** @type {any} */ (args));
    }
  );
}
