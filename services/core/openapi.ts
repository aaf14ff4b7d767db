import { z } from "zod";
import type { AnyRoute } from "./route";

function jsonSchema(schema: z.core.$ZodType, io: "input" | "output"): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: "openapi-3.0", io, unrepresentable: "any" }) as Record<string, unknown>;
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

/** OpenAPI 3.1 document generated from the same zod schemas the routes validate with. */
export function openApiDocument(service: string, routes: AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const p = r.path.replace(/:(\w+)/g, "{$1}");
    const envelope = {
      type: "object",
      required: ["returnCode", "message"],
      properties: {
        returnCode: { type: "integer" },
        message: { type: "string" },
        data: r.response ? jsonSchema(r.response, "output") : {},
      },
    };
    (paths[p] ??= {})[r.method] = {
      summary: r.summary,
      tags: r.tags ?? [service],
      security: r.auth === "user" ? [{ token: [] }] : [],
      "x-rights": r.rights ?? [],
      "x-audience": r.audience,
      parameters: [...parametersOf(r.params, "path"), ...parametersOf(r.query, "query")],
      ...(r.body
        ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(r.body, "input") } } } }
        : {}),
      responses: {
        "200": {
          description: "Envelope; returnCode 200 on success, otherwise an error code of the envelope contract",
          content: r.binary
            ? { [r.binary]: { schema: { type: "string", format: "binary" } } }
            : { "application/json": { schema: envelope } },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: `${service} service`, version: "1.0.0" },
    components: { securitySchemes: { token: { type: "apiKey", in: "header", name: "X-Token" } } },
    paths,
  };
}
