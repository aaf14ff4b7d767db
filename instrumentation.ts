/** Boots the services (database open, migrated, seeded) when the server starts, not on the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { bootOrExit } = await import("./instrumentation-node");
    await bootOrExit();
  }
}
