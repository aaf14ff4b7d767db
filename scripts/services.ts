import { assertServicesSecret, serveServices } from "@/services/core/http-server";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { shutdownTimeoutOf, stopOnSignals } from "@/lib/server/shutdown.mjs";

/** Serves the four built-in services over HTTP for a split deployment: /base-data/…, /label/…, … */
async function main() {
  const hostname = process.env.SERVICES_HOST ?? "127.0.0.1";
  assertServicesSecret(hostname, env().SERVICES_SECRET);
  // Loaded once the configuration holds, so a refusal is said at once.
  const [{ rootApp }, { services }, { getDbHandle }, { bootServices }] = await Promise.all([
    import("@/services/core/root-app"),
    import("@/services/registry"),
    import("@/services/db/client"),
    import("@/services/boot"),
  ]);
  await bootServices();
  const handle = await getDbHandle();
  const root = rootApp(services);
  const port = env().SERVICES_PORT;
  const server = await serveServices(root, { port, hostname });
  log().info({ event: "services.listening", port, driver: handle.driver }, `services listening on http://${hostname}:${port} (${handle.driver})`);
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
