/** Opens, migrates and seeds the database when the server starts, not on the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDbHandle } = await import("@/services/db/client");
  await getDbHandle();
}
