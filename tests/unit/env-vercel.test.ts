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

  it("refuses to keep uploads on a function's disk or in PostgreSQL and names S3_BUCKET", () => {
    vi.stubEnv("VERCEL", "1");
    vi.stubEnv("DATABASE_URL", "postgres://u@db.example:5432/portal");
    vi.stubEnv("S3_BUCKET", "");
    resetEnv();
    expect(() => env()).toThrow(/On Vercel uploads go to S3-compatible storage: set S3_BUCKET.*at S3_BUCKET/s);
  });

  it("starts on Vercel with a PostgreSQL URL and a bucket", () => {
    vi.stubEnv("VERCEL", "1");
    vi.stubEnv("DATABASE_URL", "postgres://u@db.example:5432/portal");
    vi.stubEnv("S3_BUCKET", "portal-files");
    vi.stubEnv("S3_ENDPOINT", "https://s3.example.com");
    resetEnv();
    expect(env()).toMatchObject({ DATABASE_URL: "postgres://u@db.example:5432/portal", S3_BUCKET: "portal-files", S3_REGION: "us-east-1", S3_PREFIX: "files/" });
  });

  it("keeps PGlite as the default off Vercel", () => {
    vi.stubEnv("VERCEL", "");
    vi.stubEnv("DATABASE_URL", "");
    resetEnv();
    expect(env().DATABASE_URL).toBeUndefined();
  });
});
