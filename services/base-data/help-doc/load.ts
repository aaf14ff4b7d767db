import { sql } from "drizzle-orm";
import type { HelpChannels } from "@/lib/contracts/base-data/help-doc";
import { env } from "@/lib/env";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { helpChannels, users } from "@/services/db/schema";

/** The stored channels, or the deployment's defaults (SERVICE_EMAIL, SERVICE_PHONE) until an admin saves some. */
export async function loadHelpChannels(db: Db): Promise<HelpChannels> {
  const [row] = await rows<{ email: string; phone: string; modified_by: string | null; modified_at: string }>(db, sql`
    select h.email, h.phone, u.name as modified_by, to_char(h.modified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as modified_at
    from ${helpChannels} h left join ${users} u on u.id = h.modified_by where h.id = 1`);
  if (!row) return { email: env().SERVICE_EMAIL, phone: env().SERVICE_PHONE, modifiedBy: null, modifiedAt: null };
  return { email: row.email, phone: row.phone, modifiedBy: row.modified_by, modifiedAt: row.modified_at };
}
