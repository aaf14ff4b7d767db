import "server-only";
import { callOpJson } from "@/lib/upstream/client";
import { currentLocale } from "@/lib/i18n/request";
import { userOps } from "@/lib/contracts/base-data/user";
import { getSession } from "./index";

/**
 * Ends the portal session: the token is revoked on the server first (a token the server already ended
 * answers 200 there too), then the cookie is cleared. Only from a POST of this site.
 */
export async function endSession(): Promise<void> {
  const session = await getSession();
  if (session.token) await callOpJson(userOps.logOut, { token: session.token, locale: await currentLocale() });
  session.destroy();
}
