"use server";

import { callOpJson } from "@/lib/upstream/client";
import { getSession, tokenFor } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";
import { cutoverInput, userOps } from "@/lib/contracts/base-data/user";
import { sendplanOps } from "@/lib/contracts/erp-production/sendplan";
import { ReturnCode, type Envelope } from "@/lib/contracts/envelope";
import { translatorFor } from "@/lib/i18n/translator";

export interface SwitchResult {
  companyId: number;
  companyName: string;
  locationWarning?: string;
}

/**
 * docs/requirements.md §4/§7 company switch: user/cutoverCompany with the session token (the service refuses users outside the
 * configured list); on returnCode 200 the token's company has changed server-side, so every later call is
 * scoped to it; then sendplan/location/create is made. On failure the server's message is returned.
 */
export async function switchCompany(input: { companyId: number; companyName: string }): Promise<Envelope<SwitchResult>> {
  const locale = await currentLocale();
  const parsed = cutoverInput.safeParse(input);
  if (!parsed.success) {
    return { returnCode: ReturnCode.validation, message: translatorFor(locale)("validation.login.company") };
  }
  const session = await getSession();
  if (!session.token) return { returnCode: ReturnCode.invalidToken, message: translatorFor(locale)("errors.invalidToken") };
  const res = await callOpJson(userOps.cutover, {
    token: session.token,
    body: parsed.data,
    locale,
  });
  if (res.returnCode !== ReturnCode.ok || !res.data) return res as Envelope<never>;
  const location = await callOpJson(sendplanOps.createLocation, {
    token: tokenFor(session, "erp-production"),
    locale,
  });
  return {
    returnCode: ReturnCode.ok,
    message: res.message,
    data: {
      companyId: res.data.companyId,
      companyName: res.data.companyName,
      ...(location.returnCode === ReturnCode.ok ? {} : { locationWarning: location.message || "Error" }),
    },
  };
}
