import { eq } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { apiTokens } from "@/services/db/schema/api-token";
import { users } from "@/services/db/schema/org";
import { rights } from "@/lib/rights/codes";
import { hashToken, newToken } from "@/services/core/principal";
import type { Matrix } from "../helpers/matrix";

/**
 * The caller's own API tokens: no right is needed, every caller of any tenant has its own (possibly empty) list and
 * may create its own (the probes' bodies are refused as invalid, so nothing is made). Revoking is the only route
 * naming a token: anyone but its owner gets 404.
 */
const own = (code = 200) => ({ answers: { sup1001: code, subNoRight: code, internalNoRight: code }, outsider: { sup1002: code } });

/** A live token of sup1001 in company 1, straight into the table. */
async function tokenOfSup1001(): Promise<number> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.userName, "sup1001"));
  const secret = `ssp_${newToken()}`;
  const [row] = await db.insert(apiTokens).values({
    userId: user!.id, companyId: 1, name: "matrix", tokenHash: hashToken(secret), prefix: secret.slice(0, 10),
    rights: [rights.purchaseOrder.view], expiresAt: new Date(Date.now() + 86_400_000),
  }).returning({ id: apiTokens.id });
  return row!.id;
}

export const apiTokenMatrix: Matrix = {
  "get /api-token": { rights: [], kind: "dashboard", ...own(), target: async () => ({ path: "/api-token" }) },
  "get /api-token/rights": { rights: [], kind: "dashboard", ...own(), target: async () => ({ path: "/api-token/rights" }) },
  "post /api-token": { rights: [], kind: "write", ...own(400), target: async () => ({ path: "/api-token", body: { name: "", expiresOn: "x", rights: [] } }) },
  "post /api-token/:id/revoke": { rights: [], kind: "own", target: async () => ({ path: `/api-token/${await tokenOfSup1001()}/revoke` }) },
};
