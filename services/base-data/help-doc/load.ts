import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { HelpChannels } from "@/lib/contracts/base-data/help-doc";
import { env } from "@/lib/env";
import type { Db } from "@/services/db/client";
import { helpChannels, users } from "@/services/db/schema";

const u = alias(users, "u");

/** The stored channels, or the deployment's defaults (SERVICE_EMAIL, SERVICE_PHONE) until an admin saves some. */
export async function loadHelpChannels(db: Db): Promise<HelpChannels> {
  const [row] = await db.select({
    email: helpChannels.email, phone: helpChannels.phone, modifiedBy: u.name,
    modifiedAt: sql<string>`to_char(${helpChannels.modifiedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  }).from(helpChannels).leftJoin(u, eq(u.id, helpChannels.modifiedBy)).where(eq(helpChannels.id, 1));
  return row ?? { email: env().SERVICE_EMAIL, phone: env().SERVICE_PHONE, modifiedBy: null, modifiedAt: null };
}
