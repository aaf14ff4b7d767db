/** The Node.js half of instrumentation.ts: the edge build never compiles it, so it may exit the process. */
export async function bootOrExit() {
  const { bootServices } = await import("@/services/boot");
  try {
    await bootServices();
  } catch (err) {
    // A portal without its database (e.g. another process holds the PGlite directory) must not serve.
    const { log } = await import("@/lib/log");
    log().fatal({ event: "boot.failed" }, `the portal could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
