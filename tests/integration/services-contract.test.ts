import { describe, expect, it } from "vitest";
import { serviceNames } from "@/lib/contracts/services";
import { call } from "../helpers/services";

describe("service contract", () => {
  it.each(serviceNames)("%s publishes an OpenAPI 3.1 document covering every route", async (name) => {
    const { services } = await import("@/services/registry");
    const res = await services[name].app.fetch(new Request("http://test/openapi.json"));
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe("3.1.0");
    for (const r of services[name].routes) {
      expect(doc.paths[r.path.replace(/:(\w+)/g, "{$1}")]?.[r.method]).toBeDefined();
    }
  });

  it("answers an unknown route with a 404 envelope", async () => {
    const res = await call("base-data", "GET", "/no/such/route");
    expect(res.status).toBe(404);
    expect(res.body.returnCode).toBe(404);
  });
});
