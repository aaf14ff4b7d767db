import { and, eq } from "drizzle-orm";
import { userTokens } from "@/services/db/schema";
import { hashToken } from "@/services/core/principal";
import { defineLegacyRoute } from "@/services/core/route";

/** Revokes the caller's token. Idempotent: an unknown or ended token is already logged out. */
export const logOut = defineLegacyRoute({
  method: "post",
  path: "/user/logOut",
  summary: "Log out: the token is revoked on the server",
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
