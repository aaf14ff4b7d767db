/** Boots the services (database open, migrated, seeded) when the server starts, not on the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
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
