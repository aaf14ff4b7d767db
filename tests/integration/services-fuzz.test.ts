import { beforeAll, describe, expect, it } from "vitest";
import { services } from "@/services/registry";
import type { AnyRoute } from "@/services/core/route";
import type { KeyType } from "@/services/core/list";
import type { ServiceName } from "@/lib/contracts/services";
import { maxBodyBytes } from "@/lib/contracts/body-limit";
import { call, freshIp, login } from "../helpers/services";
import {
  flat, isDateNode, isDecimalNode, outOfRangeDates, outOfRangeDecimals, outOfRangeInts, paths, schemaOf, setPath, validBodies, validParams, type Js,
} from "../helpers/fuzz";

/**
 * Hostile input at the edges of every route of every service (services/registry.ts): forged list
 * cursors, out-of-range dates and numbers, oversized bodies. Never a 500, always the envelope; the
 * strictly invalid answer 400 at their field (413 for a body over the limit).
 */
const all = (Object.entries(services) as Array<[ServiceName, { routes: AnyRoute[] }]>).flatMap(([service, s]) =>
  s.routes.map((r) => ({ service, r, key: `${r.method} ${r.path}` })),
);
// other id params (`:lineId`) get a valid id and enum params (`:kind`) a valid value, so the probe reaches what it tests; other params a text
const pathFor = (r: AnyRoute, id = "1") =>
  r.path.replace(/:id\b/, id).replace(/:(\w+)/g, (_, name: string) => validParams[name] ?? (/Id$/.test(name) ? "1" : "x"));

let admin: string;
beforeAll(async () => {
  admin = await login("admin");
});
/** logOut revokes the token it is called with: it gets one of its own. */
const tokenFor = async (r: AnyRoute) => (r.path === "/user/logOut" ? login("sup1024") : admin);

type Envelope = { returnCode?: unknown; message?: unknown; data?: { fieldErrors?: Record<string, string[]> } };
type Answer = { status: number; body: unknown };
function expectEnvelope(answer: Answer, label: string) {
  const res = answer as { status: number; body: Envelope };
  expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 300)}`).not.toBe(500);
  expect(typeof res.body.returnCode, label).toBe("number");
  expect(typeof res.body.message, label).toBe("string");
}
function expect400At(answer: Answer, field: string, label: string) {
  expectEnvelope(answer, label);
  const res = answer as { status: number; body: Envelope };
  expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
  const keys = Object.keys(res.body.data?.fieldErrors ?? {});
  expect(keys.some((k) => k === field || k.startsWith(`${field}.`)), `${label}: ${field} not in ${keys.join(",")}`).toBe(true);
}

it("every body route of every service has a valid base body to fuzz from", () => {
  for (const { r, key } of all) {
    if (!r.body) continue;
    expect(validBodies[key], key).toBeDefined();
    expect(r.body.safeParse(validBodies[key]).success, key).toBe(true);
  }
});

describe("oversized bodies, on every route", () => {
  /** A chunked body made only as it is read: `made()` tells how much the route read. */
  function chunked(total: number) {
    let made = 0;
    const block = new Uint8Array(64 * 1024).fill(0x20);
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (made >= total) return c.close();
        made += block.byteLength;
        c.enqueue(block.slice());
      },
    });
    return { stream, made: () => made };
  }
  async function send(service: ServiceName, r: AnyRoute, body: ReadableStream<Uint8Array> | null, headers: Record<string, string>) {
    const h = new Headers({ "x-token": await tokenFor(r), "x-locale": "en", "x-client-ip": freshIp(), "content-type": "application/json", ...headers });
    const req = new Request(`http://test${pathFor(r)}`, { method: r.method.toUpperCase(), headers: h, body, duplex: "half" } as RequestInit);
    const res = await services[service].app.fetch(req);
    // a route that takes no body ignores it and may answer a file (a download): then no envelope to read
    if (!(res.headers.get("content-type") ?? "").includes("application/json")) {
      await res.arrayBuffer();
      return { status: res.status, body: { returnCode: res.status, message: "(file)" } };
    }
    return { status: res.status, body: (await res.json()) as unknown };
  }

  it.each(all.map((a) => [a.key, a] as const))("%s: a declared Content-Length over its limit (1 MB, an upload its own) → 413 unread", async (key, { service, r }) => {
    const res = await send(service, r, null, { "content-length": String((r.upload?.maxBytes ?? maxBodyBytes) + 1) });
    expectEnvelope(res, key);
    expect(res.status, key).toBe(413);
  });

  const withBody = all.filter((a) => a.r.method !== "get");
  it.each(withBody.map((a) => [a.key, a] as const))("%s: a chunked 8 MB body → never read past the limit", async (key, { service, r }) => {
    const src = chunked(8 * maxBodyBytes);
    const res = await send(service, r, src.stream, {});
    expectEnvelope(res, key);
    if (r.body) expect(res.status, key).toBe(413);
    expect(src.made(), key).toBeLessThanOrEqual(maxBodyBytes + 3 * 64 * 1024);
  });
});

describe("forged cursors, on every keyset list", () => {
  /** Values each sort key type cannot hold, and one it can. */
  const impossible: Record<KeyType, string[]> = {
    date: ["0000-01-01", "2026-02-30", "2026-02-31", "2025-02-29", "2026-13-01", "10000-01-01", "2026-1-1"],
    timestamptz: ["2026-02-31T10:00:00.000000Z", "2026-01-01T24:00:00.000000Z", "0000-01-01T00:00:00.000000Z", "2026-01-01T00:00:00Z"],
    int: ["2147483648", "-2147483649", "99999999999", "1.5", "1e3"],
    numeric: ["1e400", "NaN", "Infinity", "1234567890123456789012", "-", "1.5.5"],
    bool: ["yes", "1", "TRUE"],
    text: ["a\u0000b", "\ud800"],
  };
  const possible: Record<KeyType, string> = {
    date: "2026-01-31", timestamptz: "2026-01-31T08:00:00.000000Z", int: "7", numeric: "12.5", bool: "true", text: "PO ' 中",
  };
  const forge = (key: string, value: unknown, id: unknown = 17) => Buffer.from(JSON.stringify([key, value, id])).toString("base64url");
  const lists = all.filter((a) => a.r.sortKeys);

  it("finds the keyset lists", () => {
    expect(lists.map((l) => l.key)).toEqual(expect.arrayContaining(["get /purchase-order", "get /delivery-notice/candidates"]));
  });

  // ~16 forged requests per sort key and direction (the PO list has 39 keys): each key's run concurrently,
  // with a time limit that holds on a loaded machine, where the suite must not flake.
  it.each(lists.map((a) => [a.key, a] as const))("%s: every sort key, both directions", async (key, { service, r }) => {
    for (const [field, type] of Object.entries(r.sortKeys!)) {
      for (const sort of [field, `-${field}`]) {
        const get = (cursor: string) => call(service, "GET", `${pathFor(r)}?sort=${sort}&cursor=${cursor}`, { token: admin });
        await Promise.all([
          ...impossible[type].map(async (v) => expect400At(await get(forge(sort, v)), "cursor", `${key} ${sort}=${JSON.stringify(v)}`)),
          ...[-1, 2 ** 31, 1.5, "17"].map(async (id) => expect400At(await get(forge(sort, possible[type], id)), "cursor", `${key} ${sort} id ${id}`)),
          (async () => expect400At(await get(forge(field === "x" ? "y" : "x", possible[type])), "cursor", `${key} ${sort} other key`))(),
          // values of the other types: a text key may take them; nothing may answer 500
          ...Object.entries(impossible)
            .filter(([other]) => other !== type)
            .map(async ([, values]) => expectEnvelope(await get(forge(sort, values[0])), `${key} ${sort}=${values[0]}`)),
          (async () => {
            const ok = await get(forge(sort, possible[type]));
            expect(ok.status, `${key} ${sort}=${possible[type]}: ${JSON.stringify(ok.body).slice(0, 200)}`).toBe(200);
          })(),
        ]);
      }
    }
  }, 180_000);
});

describe("out-of-range dates and numbers, on every field of every route", () => {
  /** The out-of-range values of a node, if it is a date, a decimal or a number. */
  function outOfRange(node: Js, inQuery: boolean): unknown[] {
    const js = flat(node);
    if (js.type === "string" && isDateNode(js)) return outOfRangeDates;
    if (js.type === "string" && isDecimalNode(js)) return outOfRangeDecimals;
    if (js.type === "integer" || js.type === "number") {
      const outside = (n: number) => js.maximum === undefined || n > js.maximum || (js.minimum !== undefined && n < js.minimum);
      return outOfRangeInts.filter((n) => (!inQuery || Number.isFinite(n)) && outside(n));
    }
    return [];
  }

  const params = all.filter((a) => /:id\b/.test(a.r.path));
  it.each(params.map((a) => [a.key, a] as const))("%s: an id past int4 → 400", async (key, { service, r }) => {
    for (const id of ["2147483648", "99999999999", "1e20"]) {
      expect400At(await call(service, r.method.toUpperCase(), pathFor(r, id), { token: await tokenFor(r), body: validBodies[key] }), "id", `${key} id=${id}`);
    }
  });

  const queries = all.filter((a) => a.r.query);
  it.each(queries.map((a) => [a.key, a] as const))("%s: query fields", async (key, { service, r }) => {
    for (const [name, js] of Object.entries(schemaOf(r.query!).properties ?? {})) {
      for (const v of outOfRange(js, true)) {
        expect400At(await call(service, "GET", `${pathFor(r)}?${name}=${encodeURIComponent(String(v))}`, { token: admin }), name, `${key} ${name}=${v}`);
      }
    }
  });

  const bodies = all.filter((a) => a.r.body);
  const fieldsTried = new Map<string, number>();
  it.each(bodies.map((a) => [a.key, a] as const))("%s: body fields", async (key, { service, r }) => {
    const base = validBodies[key];
    let tried = 0;
    for (const { path, node } of paths(schemaOf(r.body!), base)) {
      for (const v of outOfRange(node, false)) {
        tried++;
        const res = await call(service, r.method.toUpperCase(), pathFor(r), { token: await tokenFor(r), body: setPath(base, path, v) });
        expect400At(res, path.join("."), `${key} ${path.join(".")}=${JSON.stringify(v)}`);
      }
    }
    fieldsTried.set(key, tried);
  });

  it("reached the dates, decimals and numbers of the bodies", () => {
    for (const key of ["post /user/auth/userLogin", "post /user/cutoverCompany", "post /purchase-order/:id/confirm", "post /delivery-notice", "post /purchase-receipt"]) {
      expect(fieldsTried.get(key), key).toBeGreaterThanOrEqual(3);
    }
  });
});
