import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** One portal per worker of the project, by `VITEST_POOL_ID`. */
    baseURLs: string[];
  }
}

async function waitReady(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the portal was not ready within ${ms} ms`);
}

/** A production portal on a fresh embedded database: the suite's own, or a second one a test needs alone. */
export async function startPortal(port: number, extraEnv: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-e2e-"));
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: "", ...extraEnv },
    stdio: ["ignore", log, log],
  });
  const baseURL = `http://localhost:${port}`;
  try {
    await waitReady(baseURL, child, 90_000);
  } catch (err) {
    child.kill("SIGKILL");
    console.error(fs.readFileSync(path.join(dataDir, "server.log"), "utf8"));
    throw err;
  }
  const stop = async () => {
    const gone = () => child.exitCode !== null || child.signalCode !== null;
    const exited = gone() ? Promise.resolve() : new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, 10_000)));
    await Promise.race([exited, gaveUp]);
    clearTimeout(timer);
    if (!gone()) {
      child.kill("SIGKILL");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseURL, stop };
}

/**
 * Starts the production build on a fresh embedded database for each worker the project runs at once: a file
 * sees only the data of the files that ran before it in its own worker. The projects' portals take distinct ports
 * (tests start their own extra portals at E2E_PORT + 3 to + 8).
 */
export default async function setup(project: TestProject) {
  const first = Number(process.env.E2E_PORT ?? 3210) + (project.config.sequence.groupOrder === 0 ? 10 : 20);
  // The webhook journeys point endpoints at receivers the tests start on loopback, which production refuses.
  const portals = await Promise.all(
    Array.from({ length: project.config.maxWorkers }, (_, i) => startPortal(first + i, { WEBHOOK_ALLOW_PRIVATE: "1" })),
  );
  project.provide("baseURLs", portals.map((p) => p.baseURL));
  return async () => {
    await Promise.all(portals.map((p) => p.stop()));
  };
}
