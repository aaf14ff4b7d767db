import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type { PGlite } from "@electric-sql/pglite";
import { migrateDb, openDb } from "@/services/db/client";
import { seedDemo } from "@/services/db/seed";
import { renderCheck } from "@/services/db/render";
import pg from "pg";
import { resetSchema } from "./reset";
import { testWorkers } from "./workers";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/** Migrates and seeds once: a PGlite snapshot for the workers, or the PostgreSQL test database. */
export default async function setup(project: TestProject) {
  // the migrations' and the seed's statements are held to drizzle's own writing too, as the tests' are (vitest.config.ts)
  renderCheck.on = true;
  const driver = project.config.env?.TEST_DRIVER;
  if (driver === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("the postgres project needs TEST_DATABASE_URL");
    const handle = await openDb({ url });
    await resetSchema(handle);
    await migrateDb(handle);
    await seedDemo(handle.db);
    await handle.close();
    await copyPerWorker(url);
    return;
  }
  const handle = await openDb({});
  await migrateDb(handle);
  await seedDemo(handle.db);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  const file = path.join(os.tmpdir(), `portal-snapshot-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteSnapshot", file);
  return () => fs.rmSync(file, { force: true });
}

/** As many copies of the seeded database as workers run, so that test files run side by side as on PGlite. */
async function copyPerWorker(url: string) {
  const template = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString() });
  await admin.connect();
  try {
    for (let i = 1; i <= testWorkers; i++) {
      await admin.query(`drop database if exists "${template}_w${i}" with (force)`);
      await admin.query(`create database "${template}_w${i}" template "${template}"`);
    }
  } finally {
    await admin.end();
  }
}
