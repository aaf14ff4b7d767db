import { sql, type SQL } from "drizzle-orm";
import { addBusinessDays } from "@/lib/business-time";
import { apiTokenMaxDays, type ApiTokenRow } from "@/lib/contracts/base-data/api-token";
import type { Scope } from "@/services/core/list";
import { isoText } from "@/services/core/sql";
import { apiTokens } from "@/services/db/schema";

const k = apiTokens;

/** The caller's own tokens in the session's company: nobody else's, whatever their rights. */
export const mine = (scope: Scope): SQL => sql`${k.userId} = ${scope.userId} and ${k.companyId} = ${scope.companyId}`;

/** A token as the list shows it; never its hash. */
export const rowColumns = sql`${k.id} as id, ${k.name} as name, ${k.prefix} as prefix, ${k.rights} as rights,
  ${isoText(sql`${k.expiresAt}`)} as expires_at, ${isoText(sql`${k.createdAt}`)} as created_at,
  ${isoText(sql`${k.lastUsedAt}`)} as last_used_at, ${k.lastUsedIp} as last_used_ip, ${isoText(sql`${k.revokedAt}`)} as revoked_at,
  case when ${k.revokedAt} is not null then 'revoked' when ${k.expiresAt} <= now() then 'expired' else 'active' end as state`;

export interface TokenDbRow extends Record<string, unknown> {
  id: number; name: string; prefix: string; rights: string[]; expires_at: string; created_at: string;
  last_used_at: string | null; last_used_ip: string | null; revoked_at: string | null; state: ApiTokenRow["state"];
}

export const toRow = (r: TokenDbRow): ApiTokenRow => ({
  id: Number(r.id), name: r.name, prefix: r.prefix, rights: r.rights, expiresAt: r.expires_at, createdAt: r.created_at,
  lastUsedAt: r.last_used_at, lastUsedIp: r.last_used_ip, revokedAt: r.revoked_at, state: r.state,
});

/** The last business day a new token may work: apiTokenMaxDays after the caller's today. */
export function maxExpiresOn(today: string): string {
  return addBusinessDays(today, apiTokenMaxDays);
}
