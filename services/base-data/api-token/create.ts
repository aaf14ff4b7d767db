import { sql } from "drizzle-orm";
import { apiTokenMaxLive, apiTokenOps, apiTokenPrefix } from "@/lib/contracts/base-data/api-token";
import { heldRights } from "@/services/core/api-token";
import { writeAudit } from "@/services/core/audit";
import { AppError, fieldError } from "@/services/core/errors";
import { hashToken, newToken } from "@/services/core/principal";
import { defineRoute } from "@/services/core/route";
import { bare } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { apiTokens, users } from "@/services/db/schema";
import { maxExpiresOn, mine, rowColumns, toRow, type TokenDbRow } from "./row";
import { apiTokenAuditEntity } from "@/services/core/api-token";

/**
 * A token of the caller in the session's company, with some of the caller's own rights, working until the end of
 * its last day in the company's zone. The secret is answered here only; the table keeps its hash.
 */
export const createApiToken = defineRoute(apiTokenOps.create, {
  sessionOnly: true,
  async handler({ db, principal: p, scope, body }) {
    const held = new Set(heldRights(p));
    const rights = [...new Set(body.rights)];
    if (rights.some((r) => !held.has(r))) throw fieldError("rights", "validation.apiToken.rightNotHeld");
    if (body.expiresOn < scope.today) throw fieldError("expiresOn", "validation.apiToken.expiryPast");
    const max = maxExpiresOn(scope.today);
    if (body.expiresOn > max) throw fieldError("expiresOn", "validation.apiToken.expiryTooFar", { max });
    const token = `${apiTokenPrefix}${newToken()}`;
    return db.transaction(async (tx) => {
      await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${p.userId} for update`);
      const [live] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from ${apiTokens}
        where ${mine(scope)} and ${apiTokens.revokedAt} is null and ${apiTokens.expiresAt} > now()`);
      if (live!.n >= apiTokenMaxLive) throw new AppError("CONFLICT", "errors.apiTokenLimit", { max: apiTokenMaxLive });
      const [row] = await rows<TokenDbRow>(tx, sql`
        insert into ${apiTokens} (${bare(apiTokens.userId)}, ${bare(apiTokens.companyId)}, ${bare(apiTokens.name)}, ${bare(apiTokens.tokenHash)}, ${bare(apiTokens.prefix)},
          ${bare(apiTokens.rights)}, ${bare(apiTokens.expiresAt)})
        values (${p.userId}, ${p.companyId}, ${body.name}, ${hashToken(token)}, ${token.slice(0, apiTokenPrefix.length + 6)},
          ${sql`array[${sql.join(rights.map((r) => sql`${r}`), sql`, `)}]::text[]`},
          ((${body.expiresOn}::date + 1)::timestamp at time zone ${scope.timeZone}))
        returning ${rowColumns}`);
      await writeAudit(tx, {
        actor: p, companyId: p.companyId, entity: apiTokenAuditEntity, entityId: row!.id, action: "create", to: "active",
        detail: { name: body.name, rights, expiresOn: body.expiresOn },
      });
      return { token, row: toRow(row!) };
    });
  },
});
