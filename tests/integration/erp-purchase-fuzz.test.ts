import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/services/erp-purchase";
import type { AnyRoute } from "@/services/core/route";
import { call, login } from "../helpers/services";
import { badValues, flat, paths, schemaOf, setPath, sqlMeta, validBodies } from "../helpers/fuzz";
import { fetchRaw } from "../helpers/fixtures";
import { keyOf } from "../helpers/matrix";

/**
 * Bad input to every route, derived from the route's own zod schemas (as JSON Schema): wrong types,
 * negative and huge numbers, 10k-character strings, SQL meta-characters, NUL bytes, impossible and
 * out-of-range dates, decimals past their column. Every strictly invalid value answers 400 with a
 * field error at its path; nothing answers 500. (tests/integration/services-fuzz.test.ts covers every
 * service's cursors and body sizes.)
 */
let token: string;
beforeAll(async () => {
  token = await login("admin");
});

/** The route's first path parameter (`id`, or e.g. `fileId`), which the bad values go into. */
const paramOf = (r: AnyRoute) => /:([A-Za-z]+)/.exec(r.path)?.[1] ?? "id";
const pathFor = (r: AnyRoute, id = "1") => r.path.replace(`:${paramOf(r)}`, id).replace(/:[A-Za-z]+/g, "1");

async function expect400(r: AnyRoute, path: string, body: unknown, field: string, label: string) {
  const res = await call("erp-purchase", r.method.toUpperCase(), path, { token, body });
  expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
  const keys = Object.keys((res.body.data as { fieldErrors?: object } | undefined)?.fieldErrors ?? {});
  expect(keys.some((k) => k === field || k.startsWith(`${field}.`)), `${label}: field ${field} not in ${keys.join(",")}`).toBe(true);
}

describe.each(routes.map((r) => [keyOf(r), r] as const))("%s", (key, r) => {
  it("every body route has a valid base body to fuzz from", () => {
    if (r.body) expect(validBodies[key], key).toBeDefined();
    if (r.body) expect(r.body.safeParse(validBodies[key]).success, key).toBe(true);
  });

  if (r.params) {
    it.each(["abc", "-1", "0", "1.5", "99999999999", encodeURIComponent(sqlMeta)])("id %s → 400", async (id) => {
      await expect400(r, pathFor(r, id), r.body ? validBodies[key] : undefined, paramOf(r), `${paramOf(r)}=${id}`);
    });
  }

  if (r.query) {
    const props = Object.entries(schemaOf(r.query).properties ?? {});
    it.each(props.map(([k, js]) => [k, js] as const))("query %s: bad values → 400", async (name, js) => {
      const values = badValues(js, true);
      expect(values.length).toBeGreaterThan(0);
      for (const v of values) {
        await expect400(r, `${pathFor(r)}?${name}=${encodeURIComponent(String(v))}`, undefined, name, `${name}=${String(v).slice(0, 40)}`);
      }
    });
    // Filters belong to reads; an upload's query names its file.
    it.skipIf(r.method !== "get")("free-text filters take SQL meta-characters as plain text", async () => {
      for (const [name, js] of props) {
        const node = flat(js);
        const probe = sqlMeta.slice(0, node.maxLength);
        if (node.type !== "string" || node.enum || (node.pattern && !new RegExp(node.pattern).test(probe)) || name === "columns" || name === "cursor") continue;
        const res = await fetchRaw("GET", `${pathFor(r)}?${name}=${encodeURIComponent(probe)}`, { token });
        expect(res.status, name).toBe(200);
        await res.arrayBuffer();
      }
    });
  }

  if (r.body) {
    it("body fields: wrong types, negative/huge numbers, long strings, bad patterns → 400 at the field", async () => {
      const base = validBodies[key];
      for (const { path, node } of paths(schemaOf(r.body!), base)) {
        for (const v of badValues(node, false)) {
          await expect400(r, pathFor(r), setPath(base, path, v), path.join("."), `${path.join(".")}=${JSON.stringify(v)?.slice(0, 40)}`);
        }
      }
    });
    it("not a JSON object → 400", async () => {
      for (const raw of ["not json", "[]", "\"text\"", "null", "{\"lines\":"]) {
        const res = await call("erp-purchase", r.method.toUpperCase(), pathFor(r), { token, rawBody: raw, headers: { "content-type": "application/json" } });
        expect(res.status, raw).toBe(400);
      }
    });
  }
});
