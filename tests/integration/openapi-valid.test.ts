import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceNames, type ServiceName } from "@/lib/contracts/services";
import { openApiDocument, operationIdOf } from "@/services/core/openapi";
import type { AnyRoute } from "@/services/core/route";

interface Parameter {
  name: string;
  in: string;
  schema: { type?: string; format?: string };
}
interface Operation {
  operationId: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
  "x-upload"?: { accept: string[]; maxBytes: number };
}
interface Doc {
  openapi: string;
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
let dir: string;
const docs = {} as Record<ServiceName, Doc>;
const routes = {} as Record<ServiceName, AnyRoute[]>;

beforeAll(async () => {
  const { services } = await import("@/services/registry");
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-"));
  for (const name of serviceNames) {
    const res = await services[name].app.fetch(new Request("http://test/openapi.json"));
    docs[name] = (await res.json()) as Doc;
    routes[name] = services[name].routes;
    fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(docs[name], null, 1));
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const operations = (doc: Doc) => Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ path: p, method, op })));

interface Problem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
}

/** `@redocly/cli lint` with the committed config (recommended, stricter where integrators need it). */
async function redoclyLint(file: string): Promise<{ totals: { errors: number; warnings: number }; problems: Problem[] }> {
  const args = ["lint", file, "--config", path.join(root, "redocly.yaml"), "--format=json", "--max-problems=100000"];
  // No telemetry or update check: CI reaches only the package registries.
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
  const run = await promisify(execFile)(bin("redocly"), args, { maxBuffer: 64 * 1024 * 1024, env }).catch(
    (err: { stdout?: string; stderr?: string }) => {
      if (!err.stdout?.trim()) throw new Error(`redocly did not answer: ${err.stderr}`);
      return { stdout: err.stdout };
    },
  );
  return JSON.parse(run.stdout) as { totals: { errors: number; warnings: number }; problems: Problem[] };
}

/** A literal segment of one path can never fill the other's parameter: the parameter's schema refuses it. */
function refusedBy(schema: Parameter["schema"], literal: string): boolean {
  if (schema.type === "integer") return !/^-?\d+$/.test(literal);
  if (schema.format === "uuid") return !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(literal);
  return false;
}

function disjoint(doc: Doc, a: string, b: string): boolean {
  const [sa, sb] = [a.split("/"), b.split("/")];
  const param = (p: string, seg: string) => {
    const name = seg.slice(1, -1);
    return Object.values(doc.paths[p]!).flatMap((op) => op.parameters).find((x) => x.in === "path" && x.name === name)!.schema;
  };
  return sa.some((seg, i) => {
    const other = sb[i]!;
    if (seg.startsWith("{") && !other.startsWith("{")) return refusedBy(param(a, seg), other);
    if (other.startsWith("{") && !seg.startsWith("{")) return refusedBy(param(b, other), seg);
    return false;
  });
}

describe("the services' OpenAPI documents", () => {
  it("pass @redocly/cli lint with no error; the only warnings are path pairs that no URL can match both", async () => {
    const results = await Promise.all(serviceNames.map((name) => redoclyLint(path.join(dir, `${name}.json`))));
    const counts = Object.fromEntries(serviceNames.map((name, i) => [name, results[i]!.totals]));
    console.log("redocly lint (errors/warnings):", JSON.stringify(counts));
    serviceNames.forEach((name, i) => {
      const { totals, problems } = results[i]!;
      expect(problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId}: ${p.message}`), name).toEqual([]);
      expect(totals.errors).toBe(0);
      for (const p of problems) {
        expect(p.ruleId, `${name}: ${p.message}`).toBe("no-ambiguous-paths");
        const [, a, b] = /`([^`]+)` and `([^`]+)`/.exec(p.message)!;
        expect(disjoint(docs[name], a!, b!), `${name}: ${a} and ${b} can match one URL`).toBe(true);
      }
    });
  }, 120_000);

  it("are OpenAPI 3.1 with JSON Schema 2020-12: no boolean exclusive bounds, no `nullable`", () => {
    for (const name of serviceNames) {
      const text = JSON.stringify(docs[name]);
      expect(docs[name].openapi).toBe("3.1.0");
      expect(text).not.toMatch(/"exclusive(Minimum|Maximum)":(true|false)/);
      expect(text).not.toContain('"nullable"');
      expect(docs[name].servers).toEqual([{ url: `/${name}`, description: expect.any(String) }]);
    }
  });

  it("give each operation an operationId from its method and path alone: unique, and the same whatever the routes' order", () => {
    expect(operationIdOf({ method: "post", path: "/purchase-order/:id/lines/:lineId/answer" })).toBe("postPurchaseOrderByIdLinesByLineIdAnswer");
    expect(operationIdOf({ method: "post", path: "/user/auth/userLogin" })).toBe("postUserAuthUserLogin");
    for (const name of serviceNames) {
      const ids = operations(docs[name]).map((o) => o.op.operationId);
      expect(new Set(ids).size, name).toBe(ids.length);
      for (const r of routes[name]) expect(docs[name].paths[r.path.replace(/:(\w+)/g, "{$1}")]![r.method]!.operationId).toBe(operationIdOf(r));
      const reversed = openApiDocument(name, [...routes[name]].reverse()) as unknown as Doc;
      const idsOf = (doc: Doc) => Object.fromEntries(operations(doc).map((o) => [`${o.method} ${o.path}`, o.op.operationId]));
      expect(idsOf(reversed)).toEqual(idsOf(docs[name]));
    }
  });

  it("refuse to publish two operations under one operationId", () => {
    const a = routes["erp-purchase"].find((r) => r.path.startsWith("/purchase-order/"))!;
    const b = { ...a, path: a.path.replace("/purchase-order/", "/purchase/order/") };
    expect(() => openApiDocument("erp-purchase", [a, b])).toThrow(/share the operationId/);
  });

  it("define every tag, refer every operation to the envelope's error answers, and type uploads and files", () => {
    for (const name of serviceNames) {
      const doc = docs[name];
      const defined = new Set(doc.tags.map((t) => t.name));
      for (const { path: p, method, op } of operations(doc)) {
        const where = `${name} ${method} ${p}`;
        for (const t of op.tags) expect(defined.has(t), `${where}: tag ${t}`).toBe(true);
        expect(op.responses["400"]?.$ref, where).toBe("#/components/responses/BadRequest");
        expect(op.responses["401"]?.$ref, where).toBe("#/components/responses/Unauthenticated");
        expect(op.responses["403"]?.$ref, where).toBe("#/components/responses/Forbidden");
        expect(op.responses["404"]?.$ref, where).toBe("#/components/responses/NotFound");
      }
      for (const r of routes[name]) {
        const op = doc.paths[r.path.replace(/:(\w+)/g, "{$1}")]![r.method]!;
        if (r.upload) {
          expect(Object.keys(op.requestBody!.content), r.path).toEqual(["application/octet-stream"]);
          expect(op["x-upload"]).toMatchObject({ accept: [...r.upload.accept], maxBytes: r.upload.maxBytes });
          expect(op.responses["413"]?.$ref).toBe("#/components/responses/PayloadTooLarge");
        }
        if (r.binary) expect(Object.keys(op.responses["200"]!.content!), r.path).toEqual([r.binary]);
      }
    }
  });

  it("generate a typed client with openapi-typescript that type-checks calls, and refuses wrong ones", async () => {
    for (const name of serviceNames) {
      const ast = await openapiTS(docs[name] as never, {
        // The file uploads and downloads are bytes: Blob, openapi-typescript's own recipe for `format: binary`.
        transform: (schema) => (schema.format === "binary" ? ts.factory.createTypeReferenceNode("Blob") : undefined),
      });
      fs.writeFileSync(path.join(dir, `${name}.ts`), astToString(ast));
    }
    const client = `
      import type { paths as Purchase } from "./erp-purchase";
      type Method = "get" | "post" | "put" | "delete";
      type Op<P, K extends keyof P, M extends Method> = P[K] extends { [m in M]: infer O } ? O : never;
      type Args<O> = (O extends { parameters: infer X } ? { params: X } : never) &
        (O extends { requestBody: { content: infer C } } ? { body: C[keyof C] } : { body?: never });
      type Ok<O> = O extends { responses: { 200: { content: { "application/json": infer J } } } } ? J : never;

      function client<P>(base: string, token: string) {
        return async <K extends keyof P & string, M extends Method>(method: M, template: K, args: Args<Op<P, K, M>>) => {
          const { params, body } = args as { params: { path?: Record<string, unknown>; query?: Record<string, unknown> }; body?: unknown };
          const url = new URL(base + template.replace(/\\{(\\w+)\\}/g, (_, n: string) => encodeURIComponent(String(params.path?.[n]))), "http://localhost");
          for (const [k, v] of Object.entries(params.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
          const headers: Record<string, string> = { "X-Token": token };
          if (body !== undefined) headers["Content-Type"] = body instanceof Blob ? "application/octet-stream" : "application/json";
          const payload = body instanceof Blob ? body : body === undefined ? undefined : JSON.stringify(body);
          const res = await fetch(url, { method: method.toUpperCase(), headers, body: payload });
          return (await res.json()) as Ok<Op<P, K, M>>;
        };
      }
      export const purchase = client<Purchase>("/erp-purchase", "token");
    `;
    const good = `
      import { purchase } from "./client";
      export async function main(file: Blob) {
        const list = await purchase("get", "/purchase-order", { params: { query: { limit: 20, receiveStatus: "not_received" } } });
        const pono: string | undefined = list.data.rows[0]?.pono;
        await purchase("post", "/purchase-order/{id}/reject", { params: { path: { id: 7 } }, body: { reason: "wrong price" } });
        const uploaded = await purchase("post", "/reconciliation-statement/invoice/upload", { params: { query: { name: "invoice.pdf" } }, body: file });
        const fileId: string = uploaded.data.id;
        return { pono, fileId };
      }
    `;
    const bad = `
      import { purchase } from "./client";
      export async function main() {
        await purchase("get", "/purchase-order", { params: { query: { receiveStatus: "lost" } } }); // wrong
        await purchase("post", "/purchase-order/{id}/reject", { params: { path: { id: "seven" } }, body: { reason: "x" } }); // wrong
        await purchase("post", "/purchase-order/{id}/reject", { params: { path: { id: 7 } }, body: { reason: 5 } }); // wrong
        await purchase("post", "/reconciliation-statement/invoice/upload", { params: { query: { name: "a.pdf" } }, body: "bytes" }); // wrong
        await purchase("post", "/purchase-order/{id}/shred", { params: { path: { id: 7 } } }); // wrong
      }
    `;
    for (const [file, text] of [["client.ts", client], ["good.ts", good], ["bad.ts", bad]]) fs.writeFileSync(path.join(dir, file!), text!);
    const program = ts.createProgram(
      [...serviceNames.map((n) => path.join(dir, `${n}.ts`)), path.join(dir, "good.ts"), path.join(dir, "bad.ts")],
      { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ["lib.es2022.d.ts", "lib.dom.d.ts"], types: [] },
    );
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const text = (d: ts.Diagnostic) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    expect(diagnostics.filter((d) => !d.file?.fileName.endsWith("bad.ts")).map(text)).toEqual([]);
    const badFile = program.getSourceFile(path.join(dir, "bad.ts"))!;
    const lines = new Set(diagnostics.filter((d) => d.file === badFile).map((d) => badFile.getLineAndCharacterOfPosition(d.start!).line));
    const wrong = bad.split("\n").flatMap((l, i) => (l.endsWith("// wrong") ? [i] : []));
    expect([...lines].sort((x, y) => x - y)).toEqual(wrong);
  }, 120_000);
});
