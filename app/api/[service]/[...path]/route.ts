import type { NextRequest } from "next/server";
import { callService } from "@/lib/upstream/client";
import { isServiceName } from "@/lib/contracts/services";
import { readSession, tokenFor } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";
import { clientIp } from "@/lib/request-info";
import { envelopeResponse, isSameOrigin } from "@/lib/upstream/http";
import { ReturnCode } from "@/lib/contracts/envelope";
import { declaresTooLarge, drainBytes, limitStream, maxBodyBytes } from "@/lib/contracts/body-limit";
import { maxUploadBytes, uploadPathSuffix } from "@/lib/contracts/kit/upload";
import { apiPolicy, setSecurityHeaders } from "@/lib/server/security-headers";

export const dynamic = "force-dynamic";

const streamTimeoutMs = 11 * 60_000;

const passHeaders = ["content-type", "content-disposition", "content-length", "content-security-policy", "x-total-rows"];

type Limited = ReturnType<typeof limitStream> | null;

async function answer(req: NextRequest, ctx: { params: Promise<{ service: string; path: string[] }> }, limit: number, limited: Limited): Promise<Response> {
  const { service, path } = await ctx.params;
  const locale = await currentLocale();
  if (!isServiceName(service)) return envelopeResponse(locale, ReturnCode.notFound, "errors.routeNotFound");
  // An integrator's API token: the call carries its own credential and never the session cookie's, so no other
  // site can make a browser send it (a cross-site Authorization header needs a CORS grant this route never gives).
  const bearer = /^Bearer\s+\S+\s*$/i.test(req.headers.get("authorization") ?? "") ? req.headers.get("authorization") : null;
  if (!["GET", "HEAD"].includes(req.method) && !bearer && !isSameOrigin(req)) {
    return envelopeResponse(locale, ReturnCode.forbidden, "errors.crossOrigin");
  }
  if (declaresTooLarge(req.headers, limit)) return envelopeResponse(locale, ReturnCode.tooLarge, "errors.tooLarge");
  const session = bearer ? null : await readSession();
  if (path.join("/") === "openapi.json" && !session?.token) {
    return envelopeResponse(locale, ReturnCode.invalidToken, "errors.invalidToken");
  }
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
  const headers = new Headers();
  for (const h of passHeaders) {
    const v = upstream.headers.get(h);
    if (v) headers.set(h, v);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}

/**
 * Every answer, early refusals included, with the headers proxy.ts gives the rest of the site (it skips these paths),
 * and only once the client has sent its body (up to a bound): a refused upload's sender reads its refusal rather than
 * a reset connection.
 */
async function handle(req: NextRequest, ctx: { params: Promise<{ service: string; path: string[] }> }): Promise<Response> {
  // Upload routes stream to storage and enforce their own, smaller limits; everything else is JSON. The services refuse
  // a body over the limit too; this stops a chunked upload here whichever service (in-process or over HTTP) reads it,
  // and tells the caller 413 rather than a broken upstream call.
  const limit = req.nextUrl.pathname.endsWith(uploadPathSuffix) ? maxUploadBytes : maxBodyBytes;
  const limited = req.body ? limitStream(req.body, limit) : null;
  const res = await answer(req, ctx, limit, limited);
  await limited?.drain(drainBytes);
  setSecurityHeaders(res.headers, req.nextUrl.pathname, apiPolicy);
  res.headers.set("Cache-Control", "private, no-store");
  return res;
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
