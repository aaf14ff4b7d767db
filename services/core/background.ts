import type { ServiceEnv } from "./business-time";

/** Hands work that goes on after the answer to whoever must keep the process alive for it. */
export type KeepAlive = (work: Promise<unknown>) => void;

/**
 * A serverless host freezes a function once it has answered, unless told to wait (Vercel's waitUntil,
 * which Next's `after` reaches; the portal passes it in lib/upstream/client.ts). A Node server lives on
 * anyway, so without a host binding the work simply runs.
 */
export function keepAliveOf(env: unknown): KeepAlive {
  const host = (env as ServiceEnv | undefined)?.waitUntil;
  return (work) => {
    if (typeof host === "function") host(work);
  };
}
