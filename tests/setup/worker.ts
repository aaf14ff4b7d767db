import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { hasDbHandle, openDb, setDbHandle } from "@/services/db/client";
import { resetEnv } from "@/lib/env";
// As at a server's start (services/registry.ts, services/boot.ts): the modules registered with core.
import "@/services/composition";

// Stored files (FILE_STORAGE fs, the default without DATABASE_URL) go to a directory of this worker's own.
if (!process.env.DATA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-test-data-"));
  process.env.DATA_DIR = dir;
  resetEnv();
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
}

/** Once per worker (isolate: false): the seeded snapshot, or the shared PostgreSQL test database. */
if (!hasDbHandle()) {
  if (process.env.TEST_DRIVER === "postgres") {
    // this worker's copy of the seeded database (tests/setup/global.ts); instances a test starts use it too
    const own = new URL(process.env.TEST_DATABASE_URL!);
    own.pathname = `${own.pathname}_w${process.env.VITEST_POOL_ID ?? "1"}`;
    process.env.TEST_DATABASE_URL = own.toString();
    setDbHandle(openDb({ url: process.env.TEST_DATABASE_URL, poolSize: 30 }));
  } else {
    const snapshot = fs.readFileSync(inject("pgliteSnapshot"));
    setDbHandle(openDb({ loadDataDir: new Blob([snapshot]) }));
  }
}
