import { serve } from "@hono/node-server";
import { rootApp } from "@/services/core/root-app";
import { env } from "@/lib/env";
import { services } from "@/services/registry";
import { getDbHandle } from "@/services/db/client";

/** Serves the four built-in services over HTTP for a split deployment: /base-data/…, /label/…, … */
async function main() {
  const handle = await getDbHandle();
  const root = rootApp(services);
  const port = env().SERVICES_PORT;
  const server = serve({ fetch: root.fetch, port, hostname: process.env.SERVICES_HOST ?? "127.0.0.1" });
  console.log(`services listening on http://127.0.0.1:${port} (${handle.driver})`);
  const stop = async () => {
    server.close();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
