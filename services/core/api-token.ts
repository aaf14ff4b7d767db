import { sql } from "drizzle-orm";
import { apiTokenPrefix } from "@/lib/contracts/base-data/api-token";
import { rights as rightsCodes } from "@/lib/rights/codes";
import type { Db } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { bare, frozen } from "@/services/core/sql";
import { apiTokens, companies, userCompanies, users } from "@/services/db/schema";
import { writeAudit } from "./audit";
import { AppError } from "./errors";
import { c, hashToken, principalColumns, principalOf, u, type Principal, type PrincipalRow } from "./principal";

/** The api-token module's audit entity, declared here because core writes it (a token's use) and core imports no module. */
export const apiTokenAuditEntity = "api_token" as const;

/** Every rights code of the menu definition: what an admin holds. */
export const allRights: readonly string[] = Object.values(rightsCodes).flatMap((ops) => Object.values(ops as Record<string, string>));

/** The rights a user holds in a principal: an admin every code, anyone else their roles' codes. */
export const heldRights = (p: Pick<Principal, "isAdmin" | "rights">): readonly string[] => (p.isAdmin ? allRights : p.rights);

/** `Authorization: Bearer ssp_…`, or null when the request carries no API token. */
export function bearerOf(req: Request): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get("authorization") ?? "");
  return m?.[1]?.startsWith(apiTokenPrefix) ? m[1] : null;
}

/** A request that names an API token at all (even a malformed one): session-only routes refuse it outright. */
export const carriesBearer = (req: Request) => /^Bearer\s/i.test(req.headers.get("authorization") ?? "");

interface ApiTokenRow extends PrincipalRow {
  id: number;
  token_rights: string[];
  revoked: boolean;
  expired: boolean;
  company_allowed: boolean;
  last_used_ip: string | null;
  used_recently: boolean;
  used_today: boolean;
}

const k = apiTokens;

/** The token lookup up to its one parameter, the token's hash: rendered once, not on every call. */
const byTokenHash = frozen(sql`
    select ${k.id} as id, ${k.rights} as token_rights, ${k.revokedAt} is not null as revoked, ${k.expiresAt} <= now() as expired,
      ${k.lastUsedIp} as last_used_ip,
      coalesce(${k.lastUsedAt} > now() - interval '1 minute', false) as used_recently,
      coalesce((${k.lastUsedAt} at time zone ${c.timeZone})::date = (now() at time zone ${c.timeZone})::date, false) as used_today,
      (${u.userType} = 'admin' or exists (select 1 from ${userCompanies} where ${userCompanies.userId} = ${u.id} and ${userCompanies.companyId} = ${c.id})) as company_allowed,
      ${principalColumns}
    from ${k} join ${users} ${u} on ${u.id} = ${k.userId} join ${companies} ${c} on ${c.id} = ${k.companyId}
    where ${k.tokenHash} =`);

/**
 * The principal of an API token: its user in its company, as a session of that user would be, but holding only
 * the token's rights that the user still holds now, and never the admin's pass (an admin's token has exactly its
 * listed rights). A revoked or expired token, a disabled user or a company the user may no longer use is refused.
 */
export async function resolveApiToken(db: Db, token: string, clientIp: string): Promise<Principal> {
  if (token.length > 200) throw new AppError("INVALID_TOKEN", "errors.invalidToken");
  const tokenHash = hashToken(token);
  const [row] = await rows<ApiTokenRow>(db, sql`${byTokenHash} ${tokenHash}`);
  if (!row || !row.enabled || !row.company_allowed) throw new AppError("INVALID_TOKEN", "errors.invalidToken");
  if (row.revoked) throw new AppError("REVOKED", "errors.revoked");
  if (row.expired) throw new AppError("EXPIRED", "errors.expired");
  const user = principalOf(row, tokenHash);
  const held = new Set(heldRights(user));
  const principal: Principal = {
    ...user,
    roles: user.roles.filter((r) => r !== "admin"),
    isAdmin: false,
    rights: row.token_rights.filter((r) => held.has(r)),
    apiTokenId: row.id,
  };
  const sameIp = row.last_used_ip === clientIp;
  if (!row.used_recently || !sameIp) await noteUse(db, principal, clientIp, !row.used_today || !sameIp);
  return principal;
}

/**
 * The token's last use, written at most once a minute (or at once from a new address); the first use of a
 * business day, or from a new address, is audited. The conditional update lets one of concurrent calls write.
 */
async function noteUse(db: Db, p: Principal, clientIp: string, audit: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const touched = await rows<{ id: number }>(tx, sql`
      update ${k} set ${bare(k.lastUsedAt)} = now(), ${bare(k.lastUsedIp)} = ${clientIp}
      where ${k.id} = ${p.apiTokenId!}
        and (${k.lastUsedAt} is null or ${k.lastUsedAt} <= now() - interval '1 minute' or ${k.lastUsedIp} is distinct from ${clientIp})
      returning ${k.id} as id`);
    if (touched.length && audit) {
      await writeAudit(tx, { actor: p, companyId: p.companyId, entity: apiTokenAuditEntity, entityId: p.apiTokenId!, action: "use", detail: { ip: clientIp } });
    }
  });
}
