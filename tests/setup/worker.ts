import fs from "node:fs";
import { inject } from "vitest";
import { hasDbHandle, openDb, setDbHandle } from "@/services/db/client";

/** Once per worker (isolate: false): the seeded snapshot, or the shared PostgreSQL test database. */
if (!hasDbHandle()) {
  if (process.env.TEST_DRIVER === "postgres") {
    setDbHandle(openDb({ url: process.env.TEST_DATABASE_URL, poolSize: 30 }));
  } else {
    const snapshot = fs.readFileSync(inject("pgliteSnapshot"));
    setDbHandle(openDb({ loadDataDir: new Blob([snapshot]) }));
  }
}
