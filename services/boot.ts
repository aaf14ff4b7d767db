import "server-only";
import { getDbHandle } from "@/services/db/client";

/** What the services need before the first request: the database opened, migrated and seeded when empty. */
export async function bootServices(): Promise<void> {
  await getDbHandle();
}
