import "server-only";
import { cookies } from "next/headers";
import { sealData, unsealData } from "iron-session";
import { sessionSecret } from "@/lib/session/secret";
import { cookieSecure } from "@/lib/session";
import { requestIsHttps } from "@/lib/request-info";

const flashCookie = "ssp_flash";
const ttl = 60;

/**
 * A sign-in that ends on another page (the identity provider's callback) leaves the service's message
 * here for the page it lands on, and only that page: sealed, so nobody else can put words on the login
 * page, and short-lived.
 */
export async function setFlash(message: string, page: "/login" | "/bindWeChat"): Promise<void> {
  const value = await sealData({ message }, { password: sessionSecret(), ttl });
  (await cookies()).set(flashCookie, value, { httpOnly: true, sameSite: "lax", path: page, maxAge: ttl, secure: cookieSecure(await requestIsHttps()) });
}

/** The message of the last sign-in that failed elsewhere, if still fresh (a page cannot delete the cookie; it expires). */
export async function readFlash(): Promise<string | undefined> {
  const value = (await cookies()).get(flashCookie)?.value;
  if (!value) return undefined;
  try {
    const data = await unsealData<{ message?: string }>(value, { password: sessionSecret(), ttl });
    return typeof data.message === "string" ? data.message : undefined;
  } catch {
    return undefined;
  }
}
