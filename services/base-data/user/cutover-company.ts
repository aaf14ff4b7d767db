import { and, eq, sql } from "drizzle-orm";
import { companySwitchUserNos } from "@/lib/env";
import { companies, userCompanies, userTokens } from "@/services/db/schema";
import { AppError } from "@/services/core/errors";
import { writeAudit } from "@/services/core/audit";
import { defineRoute } from "@/services/core/route";
import { userOps } from "@/lib/contracts/base-data/user";
import { userAuditEntity } from "./events";

export const cutoverCompany = defineRoute(userOps.cutover, {
  sessionOnly: true,
  async handler({ db, principal: p, body }) {
    if (!companySwitchUserNos().includes(p.userNo)) {
      throw new AppError("FORBIDDEN", "errors.cutoverNotAllowed");
    }
    // The user's own companies only (admins, as at login, any): another company answers like a missing one.
    const assigned = sql`exists (select 1 from ${userCompanies} where ${userCompanies.userId} = ${p.userId} and ${userCompanies.companyId} = ${companies.id})`;
    const [target] = await db
      .select({ id: companies.id, accountName: companies.accountName })
      .from(companies)
      .where(and(eq(companies.id, body.companyId), p.userType === "admin" ? undefined : assigned));
    if (!target) throw new AppError("NOT_FOUND", "errors.companyNotFound");
    await db.transaction(async (tx) => {
      await tx.update(userTokens).set({ companyId: target.id }).where(eq(userTokens.tokenHash, p.tokenHash));
      await writeAudit(tx, {
        actor: p,
        companyId: target.id,
        entity: userAuditEntity,
        entityId: p.userNo,
        action: "cutoverCompany",
        from: String(p.companyId),
        to: String(target.id),
      });
    });
    return { companyId: target.id, companyName: target.accountName };
  },
});
