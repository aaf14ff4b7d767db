import { afterEach, describe, expect, it, vi } from "vitest";
import { env, resetEnv } from "@/lib/env";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe("environment on Vercel", () => {
  it("refuses the embedded database and names DATABASE_URL", () => {
    vi.stubEnv("VERCEL", "1");
    vi.stubEnv("DATABASE_URL", "");
    resetEnv();
    expect(() => env()).toThrow(/On Vercel the embedded PGlite database is refused: set DATABASE_URL.*at DATABASE_URL/s);
  });

  it("starts on Vercel with a PostgreSQL URL", () => {
    vi.stubEnv("VERCEL", "1");
    vi.stubEnv("DATABASE_URL", "postgres://u@db.example:5432/portal");
    resetEnv();
    expect(env().DATABASE_URL).toBe("postgres://u@db.example:5432/portal");
  });

  it("keeps PGlite as the default off Vercel", () => {
    vi.stubEnv("VERCEL", "");
    vi.stubEnv("DATABASE_URL", "");
    resetEnv();
    expect(env().DATABASE_URL).toBeUndefined();
  });
});
