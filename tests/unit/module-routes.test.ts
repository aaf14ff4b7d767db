import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { modules } from "@/lib/contracts/modules";
import { pathPattern } from "@/services/core/app";
import type { AnyRoute } from "@/services/core/route";
import { services } from "@/services/registry";

const root = path.resolve(import.meta.dirname, "../..");
const names = Object.keys(services) as Array<keyof typeof services>;
const folders = (service: string) =>
  fs.readdirSync(path.join(root, "services", service), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** A request path that a route's pattern is asked about: each `:param` stands as one segment. */
const sample = (p: string) => p.replace(/:\w+(\{[^}]*\})?/g, "1");

describe("one routes.ts per module", () => {
  it.each(names)("%s registers exactly the lists of its module folders' routes.ts, nothing beside them", async (service) => {
    const listed: AnyRoute[] = [];
    for (const dir of folders(service)) {
      const file = path.join(root, "services", service, dir, "routes.ts");
      // a registered module answers requests; another folder (allowed by the module-kit test) may hold shared code only
      if (!modules.some((m) => m.name === dir) && !fs.existsSync(file)) continue;
      expect(fs.existsSync(file), `services/${service}/${dir}/routes.ts`).toBe(true);
      const lists = Object.values(await import(file)).filter(Array.isArray) as AnyRoute[][];
      expect(lists.length, `services/${service}/${dir}/routes.ts exports one route list`).toBe(1);
      listed.push(...lists[0]!);
    }
    const registered = services[service].routes;
    expect(registered.filter((r) => !listed.includes(r)).map((r) => `${r.method} ${r.path}`), "registered outside a routes.ts").toEqual([]);
    expect(listed.filter((r) => !registered.includes(r)).map((r) => `${r.method} ${r.path}`), "listed but not registered").toEqual([]);
    expect(registered.length).toBe(listed.length);
  });

  it.each(names)("%s: no route is shadowed by an earlier one of the same method (fixed paths before /:id)", (service) => {
    const routes = services[service].routes;
    const shadowed: string[] = [];
    routes.forEach((later, j) => {
      const hit = routes.slice(0, j).find((earlier) => earlier.method === later.method && pathPattern(earlier.path).test(sample(later.path)));
      if (hit) shadowed.push(`${later.method} ${later.path} after ${hit.method} ${hit.path}`);
    });
    expect(shadowed).toEqual([]);
  });
});
