import { and, eq } from "drizzle-orm";
import { userTokens } from "@/services/db/schema";
import { hashToken } from "@/services/core/principal";
import { defineRoute } from "@/services/core/route";
import { userOps } from "@/lib/contracts/base-data/user";

/** Revokes the caller's token. Idempotent: an unknown or ended token is already logged out. */
export const logOut = defineRoute(userOps.logOut, {
  sessionOnly: true,
  auth: "public",
  async handler({ db, token }) {
    if (!token || token.length > 200) return null;
    await db
      .update(userTokens)
      .set({ status: "revoked", endedAt: new Date() })
      .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.status, "active")));
    return null;
  },
});
