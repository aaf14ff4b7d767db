import "server-only";
import { cookies } from "next/headers";
import type { Company } from "@/lib/contracts/base-data/user";
import { cookieSecure } from "@/lib/session";
import { requestIsHttps } from "@/lib/request-info";

const lastCompanyCookie = "ssp_company";

/**
 * The company of this browser's last successful login: the login form starts on it, so the usual keyboard
 * sequence (user name, Tab, password, Enter) signs in without a trip to the company list.
 */
export async function rememberCompany(companyId: number): Promise<void> {
  const secure = cookieSecure(await requestIsHttps());
  (await cookies()).set(lastCompanyCookie, String(companyId), { httpOnly: true, sameSite: "lax", path: "/", maxAge: 365 * 24 * 3600, secure });
}

/** The remembered company, if it is still one of the group's. */
export async function rememberedCompany(companies: readonly Company[]): Promise<string | undefined> {
  const id = (await cookies()).get(lastCompanyCookie)?.value;
  return companies.some((c) => String(c.companyid) === id) ? id : undefined;
}
