import { Hono, type Context } from "hono";
import { sql } from "drizzle-orm";
import { rows } from "@/services/db/rows";
import { z } from "zod";
import { getDb } from "@/services/db/client";
import { httpStatusFor, ReturnCode, type Envelope, type FieldErrors } from "@/lib/contracts/envelope";
import { toFieldErrors, type Translate } from "@/lib/contracts/issues";
import { AppError } from "./errors";
import { JsonText } from "./json-text";
import { messageValues } from "@/lib/number-format";
import { userOps } from "@/lib/contracts/base-data/user";
import { uploadTooLarge } from "./storage/errors";
import { requestUploads } from "./storage/request-uploads";
import { declaresTooLarge, readLimited } from "@/lib/contracts/body-limit";
import { localeOf, translatorFor } from "./i18n";
import { hasAnyRight, resolvePrincipal, type Principal } from "./principal";
import { bearerOf, carriesBearer, resolveApiToken } from "./api-token";
import { scopeOf } from "./list/scope";
import { clockOf } from "./business-time";
import { keepAliveOf } from "./background";
import { callerAddress } from "./caller-address";
import { openApiDocument } from "./openapi";
import type { AnyRoute, BaseCtx } from "./route";
import { noteRoute, observe, requestIdOf } from "./observe";
import { errorField, log } from "@/lib/log";

function envelope(req: Request, body: Envelope, headers: Record<string, string> = {}): Response {
  return answer(req, httpStatusFor(body.returnCode), JSON.stringify(body), headers);
}

/** A JSON answer as UTF-8 bytes, carrying the request's id in its init. */
function answer(req: Request, status: number, json: string | Buffer<ArrayBuffer>, headers: Record<string, string> = {}): Response {
  const id = requestIdOf(req);
  return new Response(typeof json === "string" ? Buffer.from(json) : json, {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "private, no-store", ...(id ? { "X-Request-Id": id } : {}), ...headers },
  });
}

/** The success envelope around data already written as JSON, spliced in as it is. */
const okPrefix = JSON.stringify({ returnCode: ReturnCode.ok, message: "success", data: null }).replace(/null\}$/, "");
const envelopeOf = (req: Request, data: JsonText) => answer(req, httpStatusFor(ReturnCode.ok), data.bytes(okPrefix, "}"));

/** A route path as a regular expression: `:id` matches one segment. */
export const pathPattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}/?$`);

function parse<T>(schema: z.core.$ZodType<T> | undefined, input: unknown, t: Translate, locale: string): T {
  if (!schema) return undefined as T;
  const result = z.safeParse(schema, input);
  if (!result.success) {
    throw new AppError("VALIDATION", "errors.validation", {}, toFieldErrors(result.error, t, locale));
  }
  return result.data;
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? "");
  }
  return out;
}

const tooLarge = () => new AppError("TOO_LARGE", "errors.tooLarge");
const badJson = () => new AppError("VALIDATION", "errors.badJson", {}, { _: [] });

/** The JSON body, read while it streams: refused at the first byte over the limit, never buffered whole. */
async function readJson(req: Request): Promise<unknown> {
  let bytes: Uint8Array | null;
  try {
    bytes = await readLimited(req.body);
  } catch {
    throw badJson(); // the upload broke off (or the portal's proxy stopped it at its own limit)
  }
  if (!bytes) throw tooLarge();
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badJson();
  }
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badJson();
  }
}

/** Catalogue keys among the field errors, in the caller's language, with the error's values ({max}…). */
function translateFieldErrors(errors: FieldErrors, t: Translate, values: Record<string, string | number>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([k, msgs]) => [k, msgs.map((m) => (m.startsWith("validation.") ? t(m, values) : m))]),
  );
}

/** A first-time login must change its password before anything else: only these answer until it has. */
const beforePasswordChange = new Set([userOps.info.path, userOps.updatePassword.path, userOps.logOut.path, userOps.cutover.path]);

/** The route's audience, then its rights (admins pass both). */
function admitted(route: AnyRoute, p: Principal): boolean {
  if (!p.isAdmin && route.audience !== "any" && (route.audience === "supplier") !== (p.userType === "supplier")) return false;
  return !route.rights?.length || hasAnyRight(p, route.rights);
}

/**
 * The caller of a signed-in route: the session's X-Token, or else an API token (`Authorization: Bearer ssp_…`).
 * A session-only route refuses any bearer call (403), whatever its token, and even on a public route.
 */
async function callerOf(route: AnyRoute, base: BaseCtx, req: Request): Promise<Principal | null> {
  const bearer = base.token ? null : carriesBearer(req);
  if (bearer && route.sessionOnly) throw new AppError("FORBIDDEN", "errors.sessionOnly");
  if (route.auth !== "user") return null;
  if (!bearer) return resolvePrincipal(base.db, base.token);
  const token = bearerOf(req);
  if (!token) throw new AppError("INVALID_TOKEN", "errors.invalidToken");
  return resolveApiToken(base.db, token, base.clientIp);
}

/** In tests every 200 answer is parsed with its operation's response schema: a drifted answer fails loudly. */
const checkAnswers = process.env.CONTRACT_CHECK === "1";
function checkAnswer(route: AnyRoute, result: unknown) {
  const parsed = route.response!.safeParse(result ?? null);
  if (!parsed.success) {
    throw new Error(`${route.method.toUpperCase()} ${route.path}: answer does not match its contract: ${parsed.error.message}`);
  }
}

async function run(route: AnyRoute, c: Context): Promise<Response> {
  const req = c.req.raw;
  const locale = localeOf(req);
  const t = translatorFor(locale);
  const token = req.headers.get("x-token");
  const db = await getDb();
  const uploads = requestUploads(route.upload, req, db);
  const base: BaseCtx = {
    db,
    req,
    locale,
    t,
    token,
    clientIp: callerAddress(req, c.env),
    now: clockOf(c.env)(),
    keepAlive: keepAliveOf(c.env),
    upload: uploads.upload,
  };
  noteRoute(req, route.path);
  if (route.upload) {
    if (declaresTooLarge(req.headers, route.upload.maxBytes)) throw uploadTooLarge(route.upload.maxBytes);
  } else if (declaresTooLarge(req.headers)) throw tooLarge();
  // The session's statement goes out first and the path and query are checked while it runs: the check's refusal
  // still comes after the caller's (401, 403), and the database waits for no validation (bench B1).
  const caller = callerOf(route, base, req);
  let input: { params: unknown; query: unknown } | { refused: unknown };
  try {
    input = { params: parse(route.params, c.req.param(), t, locale), query: parse(route.query, queryObject(new URL(req.url)), t, locale) };
  } catch (err) {
    input = { refused: err };
  }
  const principal = await caller;
  noteRoute(req, route.path, principal);
  if (principal && !admitted(route, principal)) throw new AppError("FORBIDDEN", "errors.forbidden");
  if (principal?.isFirstTimeLogin && !beforePasswordChange.has(route.path)) throw new AppError("FORBIDDEN", "errors.passwordChangeRequired");
  if ("refused" in input) throw input.refused;
  const { params, query } = input;
  const body = route.body ? parse(route.body, await readJson(req), t, locale) : undefined;
  const scope = principal ? scopeOf(principal, base.now) : null;
  let result: unknown;
  try {
    result = await route.handler({ ...base, principal, scope, params, query, body });
  } catch (err) {
    await uploads.discard();
    throw err;
  }
  if (result instanceof Response) {
    // A new answer, not the handler's with a header set on it: @hono/node-server's own Response (the global once a
    // services HTTP server runs) keeps such a later set apart from its init, and a copy of it made downstream lost it.
    const headers = new Headers(result.headers);
    headers.set("Cache-Control", "private, no-store");
    const id = requestIdOf(req);
    if (id) headers.set("X-Request-Id", id);
    return new Response(result.body, { status: result.status, statusText: result.statusText, headers });
  }
  if (result instanceof JsonText) {
    if (checkAnswers && route.response) checkAnswer(route, JSON.parse(result.text));
    return envelopeOf(req, result);
  }
  if (checkAnswers && route.response) checkAnswer(route, result);
  return envelope(req, { returnCode: ReturnCode.ok, message: "success", data: result ?? null });
}

/** A service: Web-standard (Request) => Response, with the envelope and error contract of docs/architecture.md. */
export function createServiceApp(name: string, routes: AnyRoute[]): Hono {
  const app = new Hono();
  app.use("*", observe(name));
  app.get("/openapi.json", (c) => c.json(openApiDocument(name, routes)));
  app.get("/health", async (c) => {
    try {
      await rows(await getDb(), sql`select 1`);
      return c.json({ returnCode: 200, message: "ok", data: { service: name } });
    } catch (err) {
      log().error({ event: "service.health", service: name, err: errorField(err) }, "database unavailable");
      return c.json({ returnCode: ReturnCode.unavailable, message: "database unavailable", data: { service: name } }, 503);
    }
  });
  for (const route of routes) {
    app.on(route.method.toUpperCase(), route.path, (c) => run(route, c));
  }
  const patterns = routes.map((r) => ({ method: r.method.toUpperCase(), re: pathPattern(r.path) }));
  app.notFound((c) => {
    const t = translatorFor(localeOf(c.req.raw));
    const methods = patterns.filter((p) => p.re.test(c.req.path)).map((p) => p.method);
    if (methods.length) {
      return envelope(c.req.raw, { returnCode: ReturnCode.methodNotAllowed, message: t("errors.methodNotAllowed", { method: c.req.method }) }, {
        Allow: [...new Set(methods)].join(", "),
      });
    }
    return envelope(c.req.raw, { returnCode: ReturnCode.notFound, message: t("errors.routeNotFound") });
  });
  app.onError((err, c) => {
    const locale = localeOf(c.req.raw);
    const t = translatorFor(locale);
    if (err instanceof AppError) {
      const values = messageValues(err.values, locale);
      return envelope(c.req.raw, {
        returnCode: err.returnCode,
        message: t(err.messageKey, values),
        ...(err.fieldErrors ? { data: { fieldErrors: translateFieldErrors(err.fieldErrors, t, values) } } : {}),
      });
    }
    log().error({ event: "service.error", service: name, method: c.req.method, path: c.req.path, err: errorField(err) }, "request failed");
    return envelope(c.req.raw, { returnCode: ReturnCode.server, message: t("errors.server") });
  });
  return app;
}
