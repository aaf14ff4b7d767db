import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { rootApp } from "@/services/core/root-app";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { services } from "@/services/registry";
import { getDbHandle } from "@/services/db/client";
import { bootServices } from "@/services/boot";
import { shutdownTimeoutOf, stopOnSignals } from "@/lib/server/shutdown.mjs";

/** Serves the four built-in services over HTTP for a split deployment: /base-data/…, /label/…, … */
async function main() {
  await bootServices();
  const handle = await getDbHandle();
  const root = rootApp(services);
  const port = env().SERVICES_PORT;
  const server = serve({ fetch: root.fetch, port, hostname: process.env.SERVICES_HOST ?? "127.0.0.1" }) as Server;
  log().info({ event: "services.listening", port, driver: handle.driver }, `services listening on http://127.0.0.1:${port} (${handle.driver})`);
  stopOnSignals(server, {
    timeoutMs: shutdownTimeoutOf(process.env.SHUTDOWN_TIMEOUT_MS),
    log: (fields, msg) => log().info(fields, msg),
    close: () => handle.close(),
  });
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  log().fatal({ event: "services.failed" }, `services could not start: ${message}`);
  process.exit(1);
});
