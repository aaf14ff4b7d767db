import "server-only";
import { getDbHandle } from "@/services/db/client";
import { startProcessDispatcher } from "@/services/core/events/dispatcher";

/**
 * What the services need before the first request: the database opened, migrated and seeded when empty;
 * then their background work, the event dispatcher (services/core/events).
 */
export async function bootServices(): Promise<void> {
  startProcessDispatcher(await getDbHandle());
}
