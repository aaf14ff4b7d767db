import { sql } from "drizzle-orm";
import { apiTokenOps } from "@/lib/contracts/base-data/api-token";
import { writeAudit } from "@/services/core/audit";
import { AppError, notFound } from "@/services/core/errors";
import { defineRoute } from "@/services/core/route";
import { bare } from "@/services/core/sql";
import { rows } from "@/services/db/rows";
import { apiTokens } from "@/services/db/schema";
import { mine, rowColumns, toRow, type TokenDbRow } from "./row";
import { apiTokenAuditEntity } from "@/services/core/api-token";

/** Ends one of the caller's tokens, once: its next call is refused. Another user's token answers 404. */
export const revokeApiToken = defineRoute(apiTokenOps.revoke, {
  sessionOnly: true,
  async handler({ db, principal: p, scope, params }) {
    return db.transaction(async (tx) => {
      const [row] = await rows<TokenDbRow>(tx, sql`
        update ${apiTokens} set ${bare(apiTokens.revokedAt)} = now(), ${bare(apiTokens.revokedBy)} = ${p.userId}
        where ${apiTokens.id} = ${params.id} and ${mine(scope)} and ${apiTokens.revokedAt} is null
        returning ${rowColumns}`);
      if (!row) {
        const [exists] = await rows<{ id: number }>(tx, sql`select ${apiTokens.id} as id from ${apiTokens} where ${apiTokens.id} = ${params.id} and ${mine(scope)}`);
        throw exists ? new AppError("CONFLICT", "errors.apiTokenRevoked") : notFound();
      }
      await writeAudit(tx, { actor: p, companyId: p.companyId, entity: apiTokenAuditEntity, entityId: row.id, action: "revoke", from: "active", to: "revoked" });
      return toRow(row);
    });
  },
});
