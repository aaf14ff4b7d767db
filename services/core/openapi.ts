import { z } from "zod";
import { ReturnCode } from "@/lib/contracts/envelope";
import { mimeOfKind, type UploadSpec } from "@/lib/contracts/kit/upload";
import { modules } from "@/lib/contracts/modules";
import type { AnyRoute } from "./route";

type Js = Record<string, unknown>;

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1 (which then needs no `$schema` of its own). */
function jsonSchema(schema: z.core.$ZodType, io: "input" | "output"): Js {
  const js = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as Js;
  delete js.$schema;
  return js;
}

function parametersOf(schema: z.core.$ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const js = jsonSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === "path" || (js.required ?? []).includes(name),
    schema: s,
  }));
}

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

/** `post /purchase-order/:id/receive` → `postPurchaseOrderByIdReceive`: from the method and path alone, so it never moves. */
export function operationIdOf(op: Pick<AnyRoute, "method" | "path">): string {
  const segments = op.path.split("/").filter(Boolean);
  return op.method + segments.map((s) => (s.startsWith(":") ? `By${pascal(s.slice(1))}` : pascal(s))).join("");
}

/** A route's module is its first path segment (tests/unit/module-kit.test.ts holds every route to one). */
const moduleOf = (path: string) => path.split("/")[1] ?? "";

function tagOf(name: string) {
  const isModule = modules.some((m) => m.name === name);
  return {
    name,
    description: isModule ? `The ${name} module: its operations under /${name}.` : `The requirements' own calls under /${name}, on their fixed paths.`,
  };
}

const envelopeOf = (returnCode: Js, data?: Js) => ({
  type: "object",
  required: ["returnCode", "message", ...(data ? ["data"] : [])],
  properties: {
    returnCode,
    message: { type: "string", description: "In the caller's language (X-Locale, else Accept-Language)." },
    ...(data ? { data } : {}),
  },
});

const errorAnswer = (description: string, codes: number[], data?: Js) => ({
  description,
  content: { "application/json": { schema: envelopeOf(codes.length === 1 ? { const: codes[0] } : { enum: codes }, data) } },
});

/** The envelope's error answers (lib/contracts/envelope.ts), by HTTP status; every operation refers to them. */
const errorResponses = {
  BadRequest: errorAnswer("Validation failed: each refused field's messages under data.fieldErrors (`_` for the request as a whole).", [ReturnCode.validation], {
    type: "object",
    required: ["fieldErrors"],
    properties: { fieldErrors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } } },
  }),
  Unauthenticated: errorAnswer(
    "No usable session: the login failed (401), the user logged in elsewhere (502), or the token is invalid (50008), revoked (50012) or expired (50014).",
    [ReturnCode.unauthenticated, ReturnCode.loggedInElsewhere, ReturnCode.invalidToken, ReturnCode.revoked, ReturnCode.expired],
  ),
  Forbidden: errorAnswer("The caller lacks the operation's rights or audience, or must change the password first.", [ReturnCode.forbidden]),
  NotFound: errorAnswer("No such record, or one of another tenant (the same answer).", [ReturnCode.notFound]),
  PayloadTooLarge: errorAnswer("The body is over its limit (checked from Content-Length first, then while it streams).", [ReturnCode.tooLarge]),
  Error: errorAnswer(
    "Any other code of the envelope: 405 wrong method, 409 state conflict, 415 unsupported, 429 throttled, 500 server error, 503 unavailable.",
    [ReturnCode.methodNotAllowed, ReturnCode.conflict, ReturnCode.unsupported, ReturnCode.throttled, ReturnCode.server, ReturnCode.unavailable],
  ),
};
const ref = (name: keyof typeof errorResponses) => ({ $ref: `#/components/responses/${name}` });

const binarySchema = { type: "string", format: "binary" };

function uploadBody(spec: UploadSpec, named: boolean) {
  const kinds = spec.accept.map((k) => k.toUpperCase()).join(", ");
  const megabytes = Number((spec.maxBytes / 1024 / 1024).toFixed(2));
  return {
    required: true,
    description:
      `The file's bytes as they are (no multipart)${named ? ", its name in the `name` query" : ""}. Accepted: ${kinds}, told by ` +
      `the bytes (never by a name or the Content-Type); at most ${spec.maxBytes} bytes (${megabytes} MB), else 413 before anything is stored.`,
    content: { "application/octet-stream": { schema: binarySchema } },
  };
}

function binaryAnswer(mime: string) {
  return {
    description:
      mime === "application/octet-stream"
        ? "The stored file, as the type its bytes were told to be at upload (Content-Type)."
        : `The file itself (${mime}).`,
    headers: { "Content-Disposition": { description: "inline or attachment, with the file's name", schema: { type: "string" } } },
    content: { [mime]: { schema: binarySchema } },
  };
}

function operationOf(service: string, r: AnyRoute) {
  const takesBody = Boolean(r.body || r.upload);
  const parameters = [...parametersOf(r.params, "path"), ...parametersOf(r.query, "query")];
  return {
    operationId: operationIdOf(r),
    summary: r.summary,
    tags: r.tags ?? [moduleOf(r.path)],
    security: r.auth !== "user" ? [] : r.sessionOnly ? [{ token: [] }] : [{ token: [] }, { bearerAuth: [] }],
    "x-rights": r.rights ?? [],
    "x-audience": r.audience,
    ...(r.sessionOnly ? { "x-session-only": true } : {}),
    ...(r.upload
      ? { "x-upload": { accept: r.upload.accept, mediaTypes: r.upload.accept.map((k) => mimeOfKind[k]), maxBytes: r.upload.maxBytes } }
      : {}),
    parameters,
    ...(r.upload ? { requestBody: uploadBody(r.upload, parameters.some((p) => p.in === "query" && p.name === "name")) } : {}),
    ...(r.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(r.body, "input") } } } } : {}),
    responses: {
      "200": r.binary
        ? binaryAnswer(r.binary)
        : {
            description: `Success: the envelope with returnCode 200 and the ${service} service's answer in data.`,
            content: {
              "application/json": { schema: envelopeOf({ const: ReturnCode.ok }, r.response ? jsonSchema(r.response, "output") : { type: "null" }) },
            },
          },
      "400": ref("BadRequest"),
      "401": ref("Unauthenticated"),
      "403": ref("Forbidden"),
      "404": ref("NotFound"),
      ...(takesBody ? { "413": ref("PayloadTooLarge") } : {}),
      default: ref("Error"),
    },
  };
}

/** OpenAPI 3.1 document generated from the same zod schemas the routes validate with. */
export function openApiDocument(service: string, routes: AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = new Map<string, string>();
  for (const r of routes) {
    const id = operationIdOf(r);
    const taken = ids.get(id);
    if (taken) throw new Error(`${service}: ${r.method} ${r.path} and ${taken} would share the operationId ${id}`);
    ids.set(id, `${r.method} ${r.path}`);
    (paths[r.path.replace(/:(\w+)/g, "{$1}")] ??= {})[r.method] = operationOf(service, r);
  }
  const tags = [...new Set(routes.flatMap((r) => r.tags ?? [moduleOf(r.path)]))].sort().map(tagOf);
  return {
    openapi: "3.1.0",
    info: {
      title: `${service} service`,
      version: "1.0.0",
      description:
        "Every answer but a file is the envelope { returnCode, message, data }; its HTTP status is the returnCode, 401 for the session codes (5xxxx).",
    },
    servers: [{ url: `/${service}`, description: `The ${service} prefix on the services' HTTP root (npm run services).` }],
    tags,
    components: {
      securitySchemes: {
        token: { type: "apiKey", in: "header", name: "X-Token", description: "The session token from user/auth/userLogin." },
        bearerAuth: {
          type: "http", scheme: "bearer", bearerFormat: "ssp_…",
          description: "An API token made on the portal's API tokens page: the user's tenant, with only the token's rights. Refused on session-only operations (403).",
        },
      },
      responses: errorResponses,
    },
    paths,
  };
}
