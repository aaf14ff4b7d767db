import "server-only";
import { after } from "next/server";
import { env } from "@/lib/env";
import { ReturnCode, type Envelope } from "@/lib/contracts/envelope";
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { envelopeResponse } from "./http";
import { errorField, log } from "@/lib/log";
import type { ServiceName } from "@/lib/contracts/services";
import { requestTimeoutMs, serviceUrlEnv } from "./services";
import { pathOf, type AnyOperation, type BodyOf, type ParamsOf, type QueryOf, type ResponseOf } from "@/lib/contracts/kit/operation";

export interface CallOptions {
  method?: string;
  token?: string | null;
  /** An integrator's `Bearer ssp_…` API token, forwarded as it came, instead of a session token. */
  authorization?: string | null;
  locale: Locale;
  clientIp?: string;
  search?: string;
  body?: BodyInit | null;
  contentType?: string | null;
  json?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Work an in-process service goes on with after answering (a label render) is handed to Next's `after`,
 * which on Vercel keeps the function alive until it ends. Outside a request (start-up, tests) the work
 * just runs on.
 */
function waitUntil(work: Promise<unknown>): void {
  try {
    after(work);
  } catch {
    // no request scope
  }
}

let registry: Promise<typeof import("@/services/registry")> | undefined;

async function dispatch(service: ServiceName, request: Request): Promise<Response> {
  if (env()[serviceUrlEnv[service]]) return fetch(request);
  const { services } = await (registry ??= import("@/services/registry"));
  return services[service].app.fetch(request, { waitUntil });
}

/** The id serve.mjs gave the incoming request, so the services' log lines carry the same one. */
async function currentRequestId(): Promise<string | null> {
  try {
    const { headers } = await import("next/headers");
    return (await headers()).get("x-request-id");
  } catch {
    return null; // outside a request (start-up, tests)
  }
}

/**
 * The one client for the upstream services: base prefix per service, X-Token, the caller's locale,
 * a 30 s timeout. A timeout or network failure becomes an envelope, never a hang or a raw 500.
 */
export async function callService(service: ServiceName, path: string, opts: CallOptions): Promise<Response> {
  const remote = env()[serviceUrlEnv[service]];
  const base = remote ?? "http://in-process.local";
  const url = `${base.replace(/\/$/, "")}/${path.replace(/^\//, "")}${opts.search ?? ""}`;
  const headers = new Headers({ "x-locale": opts.locale });
  if (opts.token) headers.set("x-token", opts.token);
  else if (opts.authorization) headers.set("authorization", opts.authorization);
  if (opts.clientIp) headers.set("x-client-ip", opts.clientIp);
  // Over HTTP the services believe the forwarded client address only with the shared secret.
  const secret = env().SERVICES_SECRET;
  if (remote && secret) headers.set("x-services-secret", secret);
  const requestId = await currentRequestId();
  if (requestId) headers.set("x-request-id", requestId);
  let body = opts.body ?? null;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers.set("content-type", "application/json");
  } else if (opts.contentType) headers.set("content-type", opts.contentType);
  const timeoutMs = opts.timeoutMs ?? requestTimeoutMs;
  // One timer per call: it aborts the request and answers the timeout envelope. The caller's own signal (the reader
  // went away) aborts the request too, for as long as its answer streams: a listener of the caller's signal, which ends
  // with the caller's request, rather than AbortSignal.any, which cost some 40 µs a call in weak references.
  const timeout = new AbortController();
  const signal = timeout.signal;
  let expired = false;
  if (opts.signal?.aborted) timeout.abort(opts.signal.reason);
  else opts.signal?.addEventListener("abort", () => timeout.abort(opts.signal!.reason), { once: true });
  const method = (opts.method ?? "GET").toUpperCase();
  const request = new Request(url, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? null : body,
    signal,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<Response>((resolve) => {
    timer = setTimeout(() => {
      expired = true;
      timeout.abort(new DOMException("upstream timeout", "TimeoutError"));
      resolve(envelopeResponse(opts.locale, ReturnCode.timeout, "errors.timeout"));
    }, timeoutMs);
  });
  try {
    return await Promise.race([dispatch(service, request), timedOut]);
  } catch (err) {
    if (expired) return envelopeResponse(opts.locale, ReturnCode.timeout, "errors.timeout");
    log().error({ event: "upstream.error", service, path, err: errorField(err) }, "upstream call failed");
    return envelopeResponse(opts.locale, ReturnCode.unavailable, "errors.network");
  } finally {
    clearTimeout(timer);
  }
}

export async function callJson<T>(service: ServiceName, path: string, opts: CallOptions): Promise<Envelope<T>> {
  const res = await callService(service, path, opts);
  try {
    return (await res.json()) as Envelope<T>;
  } catch {
    return { returnCode: ReturnCode.server, message: translatorFor(opts.locale)("errors.server") };
  }
}

/** Calls an operation of the contract from the server: its service, method and path, typed answer. */
export function callOpJson<O extends AnyOperation>(
  op: O,
  opts: Omit<CallOptions, "method" | "search" | "json" | "body"> & { params?: ParamsOf<O>; query?: QueryOf<O>; body?: BodyOf<O> },
): Promise<Envelope<ResponseOf<O>>> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries((opts.query ?? {}) as Record<string, unknown>)) if (v !== undefined && v !== null && v !== "") qs.set(k, String(v));
  const search = qs.size ? `?${qs}` : "";
  const path = pathOf(op, opts.params as Record<string, string | number> | undefined);
  const { body, ...rest } = opts;
  delete rest.params;
  delete rest.query;
  return callJson<ResponseOf<O>>(op.service, path, { ...rest, method: op.method.toUpperCase(), search, json: body });
}
