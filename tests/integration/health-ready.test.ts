import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import { serviceNames } from "@/lib/contracts/services";
import { GET } from "@/app/api/health/ready/route";

describe("GET /api/health/ready", () => {
  afterEach(() => {
    delete process.env.LABEL_URL;
    resetEnv();
  });

  it("is ready when every service answers its /health", async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; services: Record<string, number> };
    expect(body.status).toBe("ok");
    expect(Object.keys(body.services).sort()).toEqual([...serviceNames].sort());
  });

  it("is not ready while one service cannot be reached", async () => {
    process.env.LABEL_URL = "http://127.0.0.1:9/label";
    resetEnv();
    const res = await GET();
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; services: Record<string, number> };
    expect(body.status).toBe("unavailable");
    expect(body.services.label).toBe(503);
    expect(body.services["base-data"]).toBe(200);
  });
});
