import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { routes } from "@/services/erp-purchase";
import type { AnyRoute } from "@/services/core/route";
import { call } from "../helpers/services";
import { fetchRaw, login } from "./erp-purchase.fixtures";

/**
 * Bad input to every route, derived from the route's own zod schemas (as JSON Schema): wrong types,
 * negative and huge numbers, 10k-character strings, SQL meta-characters, NUL bytes, impossible dates.
 * Every strictly invalid value answers 400 with a field error at its path; nothing answers 500.
 */
type Js = { type?: string; properties?: Record<string, Js>; items?: Js; enum?: unknown[]; pattern?: string; maxLength?: number;
  minimum?: number; maximum?: number; exclusiveMinimum?: number | boolean; minItems?: number; maxItems?: number; anyOf?: Js[] };

const sqlMeta = "'; drop table purchase_orders; --";
const schemaOf = (s: z.ZodType) => z.toJSONSchema(s, { target: "openapi-3.0", io: "input", unrepresentable: "any" }) as Js;
const flat = (js: Js): Js => (js.anyOf ? (js.anyOf.find((a) => a.type !== "null") ?? js) : js);

/** Values that this schema node must refuse. `inQuery`: everything arrives as text. */
function badValues(node: Js, inQuery: boolean): unknown[] {
  const js = flat(node);
  const out: unknown[] = [];
  if (js.type === "string") {
    if (!inQuery) out.push(12345, null, { a: 1 });
    if (js.enum) out.push("zzz-not-allowed", sqlMeta);
    if (!js.enum) out.push("x".repeat(Math.max(10_000, (js.maxLength ?? 0) + 1)));
    if (js.pattern) {
      const re = new RegExp(js.pattern);
      for (const v of [sqlMeta, "-5", "1e30", "123456789012345678", "2026-02-30", "0000-01-01", "a\u0000b"]) if (!re.test(v)) out.push(v);
      if (js.pattern.includes("\\d{2}-\\d{2}")) out.push("2026-02-30");
    }
  } else if (js.type === "number" || js.type === "integer") {
    out.push("abc", inQuery ? "1.5x" : "12");
    if (js.type === "integer") out.push(1.5);
    if (js.minimum !== undefined) out.push(js.minimum - 1);
    if (js.exclusiveMinimum !== undefined) out.push(typeof js.exclusiveMinimum === "number" ? js.exclusiveMinimum : (js.minimum ?? 0));
    if (js.maximum !== undefined) out.push(js.maximum + 1, 1e20);
  } else if (js.type === "boolean") {
    out.push("yes", 1);
  } else if (js.type === "array") {
    out.push("not-an-array", { 0: 1 });
    if (js.minItems) out.push([]);
  } else if (js.type === "object") {
    out.push("not-an-object", [1, 2]);
  }
  return out.filter((v) => !(inQuery && typeof v === "number" && !Number.isFinite(v)));
}

/** Every leaf (and container) of a body schema with its path in a base body. */
function* paths(js: Js, base: unknown, at: string[] = []): Generator<{ path: string[]; node: Js }> {
  const node = flat(js);
  if (at.length) yield { path: at, node };
  if (node.type === "object" && node.properties) {
    for (const [k, child] of Object.entries(node.properties)) yield* paths(child, (base as Record<string, unknown>)?.[k], [...at, k]);
  } else if (node.type === "array" && node.items && Array.isArray(base) && base.length) {
    yield* paths(node.items, base[0], [...at, "0"]);
  }
}

function setPath(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let cur = copy as Record<string, unknown>;
  for (const k of path.slice(0, -1)) cur = cur[k] as Record<string, unknown>;
  cur[path[path.length - 1]!] = value;
  return copy;
}

const line = { poLineId: 1, thisQty: "5", perPack: "5", packs: 1, loose: "0" };
const notice = { requiredDept: "原料仓", requiredDate: "2030-01-01", deliveryNo: "D1", receiveAddress: "addr", storageLocation: "A1",
  urgent: false, deliverDate: "2030-01-02", deliveryMethod: "truck", lotNo: "L1", carPlate: "粤B", driverPhone: "138", remark: "r", supplierId: 1, lines: [line] };
const validBodies: Record<string, unknown> = {
  "post /purchase-order/batch/receive": { ids: [1] },
  "post /purchase-order/batch/reject": { ids: [1], reason: "x" },
  "post /purchase-order/:id/reject": { reason: "x" },
  "post /purchase-order/:id/confirm": { lines: [{ lineId: 1, decision: "partial", promisedDate: "2030-01-01", promisedQty: "1", reason: "r" }] },
  "post /delivery-notice": notice,
  "put /delivery-notice/:id": notice,
  "post /delivery-notice/:id/cancel": { reason: "x" },
  "post /purchase-receipt": { noticeId: 1, recdate: "2030-01-01", rectype: "purchase", carno: "k", receiver: "r", remark: "m",
    lines: [{ noticeLineId: 1, recqty: "2", passqty: "1", rejectqty: "1", returnqty: "1", focqty: "0", instoreqty: "1", inwgt: "1", location: "A", lotno: "L", iqcno: "Q" }] },
};

let token: string;
beforeAll(async () => {
  token = await login("admin");
});

const keyOf = (r: AnyRoute) => `${r.method} ${r.path}`;
const pathFor = (r: AnyRoute, id = "1") => r.path.replace(":id", id);

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
      await expect400(r, pathFor(r, id), r.body ? validBodies[key] : undefined, "id", `id=${id}`);
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
    it("free-text filters take SQL meta-characters as plain text", async () => {
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
