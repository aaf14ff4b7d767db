import type { NextRequest } from "next/server";
import { callService } from "@/lib/upstream/client";
import { isServiceName } from "@/lib/contracts/services";
import { getSession, tokenFor } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";
import { clientIp } from "@/lib/request-info";
import { envelopeResponse, isSameOrigin } from "@/lib/upstream/http";
import { ReturnCode } from "@/lib/contracts/envelope";
import { declaresTooLarge, limitStream, maxBodyBytes } from "@/lib/contracts/body-limit";
import { maxUploadBytes, uploadPathSuffix } from "@/lib/contracts/kit/upload";

export const dynamic = "force-dynamic";

const streamTimeoutMs = 11 * 60_000;

const passHeaders = ["content-type", "content-disposition", "content-length", "content-security-policy", "x-total-rows"];

async function handle(req: NextRequest, ctx: { params: Promise<{ service: string; path: string[] }> }) {
  const { service, path } = await ctx.params;
  const locale = await currentLocale();
  if (!isServiceName(service)) return envelopeResponse(locale, ReturnCode.notFound, "errors.routeNotFound");
  // An integrator's API token: the call carries its own credential and never the session cookie's, so no other
  // site can make a browser send it (a cross-site Authorization header needs a CORS grant this route never gives).
  const bearer = /^Bearer\s+\S+\s*$/i.test(req.headers.get("authorization") ?? "") ? req.headers.get("authorization") : null;
  if (!["GET", "HEAD"].includes(req.method) && !bearer && !isSameOrigin(req)) {
    return envelopeResponse(locale, ReturnCode.forbidden, "errors.crossOrigin");
  }
  // Upload routes stream to storage and enforce their own, smaller limits; everything else is JSON.
  const limit = req.nextUrl.pathname.endsWith(uploadPathSuffix) ? maxUploadBytes : maxBodyBytes;
  if (declaresTooLarge(req.headers, limit)) return envelopeResponse(locale, ReturnCode.tooLarge, "errors.tooLarge");
  const session = bearer ? null : await getSession();
  if (path.join("/") === "openapi.json" && !session?.token) {
    return envelopeResponse(locale, ReturnCode.invalidToken, "errors.invalidToken");
  }
  // The services refuse a body over the limit too; this stops a chunked upload here whichever service
  // (in-process or over HTTP) reads it, and tells the caller 413 rather than a broken upstream call.
  const limited = req.body ? limitStream(req.body, limit) : null;
  const upstream = await callService(service, path.join("/"), {
    method: req.method,
    token: session ? tokenFor(session, service) : null,
    authorization: bearer,
    locale,
    clientIp: await clientIp(),
    search: req.nextUrl.search,
    body: limited?.body ?? null,
    contentType: req.headers.get("content-type"),
    signal: req.signal,
    // An event stream stays open (it ends itself after 10 min and the browser reconnects); the reader's
    // going away (req.signal) still ends it at once.
    ...(req.headers.get("accept") === "text/event-stream" ? { timeoutMs: streamTimeoutMs } : {}),
  });
  if (limited?.exceeded()) {
    await upstream.body?.cancel();
    return envelopeResponse(locale, ReturnCode.tooLarge, "errors.tooLarge");
  }
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" });
  for (const h of passHeaders) {
    const v = upstream.headers.get(h);
    if (v) headers.set(h, v);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
