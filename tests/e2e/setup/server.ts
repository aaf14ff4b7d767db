import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
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

/** Starts the production build on a fresh embedded database for the end-to-end run. */
export default async function setup(project: TestProject) {
  // The webhook journeys point endpoints at receivers the tests start on loopback, which production refuses.
  const portal = await startPortal(Number(process.env.E2E_PORT ?? 3210), { WEBHOOK_ALLOW_PRIVATE: "1" });
  project.provide("baseURL", portal.baseURL);
  return portal.stop;
}
