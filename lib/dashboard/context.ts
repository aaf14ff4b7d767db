import "server-only";
import { readSession } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";
import { requireUser } from "@/lib/portal/user";
import type { Locale } from "@/lib/i18n/locales";
import type { UserInfo } from "@/lib/contracts/base-data/user";

/** What every dashboard section needs to call the services for the session user. */
export interface DashboardContext {
  user: UserInfo;
  /** The session's service token (pass it to callJson/callService as `token`). */
  token: string;
  /** The ERP token, for the erp-* services. */
  erpToken: string;
  locale: Locale;
}

export async function dashboardContext(): Promise<DashboardContext> {
  const [user, session, locale] = await Promise.all([requireUser(), readSession(), currentLocale()]);
  return { user, token: session.token ?? "", erpToken: session.erpToken ?? session.token ?? "", locale };
}
