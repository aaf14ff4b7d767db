import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ServiceName } from "@/lib/contracts/services";
import { services } from "@/services/registry";
import { isPublic, keyOf } from "../helpers/matrix";
import { matrices } from "./matrices";

/**
 * No route of any service escapes the authorisation matrix: each has an entry in its module's entry file, which
 * runMatrix (tests/helpers/matrix.ts) calls with no token, as a supplier, as another supplier, as a sub-account
 * without the route's rights and as an internal role without them; a public route declares itself (`public`).
 */
const dir = import.meta.dirname;
const runners = fs.readdirSync(dir).filter((f) => f.endsWith(".test.ts")).map((f) => fs.readFileSync(path.join(dir, f), "utf8")).join("\n");

describe("authorisation matrix coverage", () => {
  it.each(Object.keys(services) as ServiceName[])("%s: every route has an entry, with the route's rights, run by runMatrix", (service) => {
    const matrix = matrices[service];
    expect(matrix, `no matrix for ${service} in tests/integration/matrices.ts`).toBeDefined();
    expect(runners, `no test file calls runMatrix("${service}", …)`).toContain(`runMatrix("${service}"`);
    const { routes } = services[service];
    expect(routes.filter((r) => !matrix[keyOf(r)]).map(keyOf), "routes without a matrix entry").toEqual([]);
    for (const r of routes) {
      const entry = matrix[keyOf(r)]!;
      if (isPublic(entry)) {
        expect(r.auth, `${keyOf(r)} is declared public`).toBe("public");
      } else {
        expect(r.auth, `${keyOf(r)} needs a session`).toBe("user");
        expect([...entry.rights].sort(), `${keyOf(r)}: the entry names the route's rights`).toEqual([...(r.rights ?? [])].sort());
      }
    }
    expect(Object.keys(matrix).filter((k) => !routes.some((r) => keyOf(r) === k)), "entries of no route").toEqual([]);
  });
});
