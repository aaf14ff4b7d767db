import "server-only";
import { helpDocOps } from "@/lib/contracts/base-data/help-doc";
import { env } from "@/lib/env";
import { callOpJson } from "@/lib/upstream/client";
import type { DashboardContext } from "./context";

export interface HelpChannels {
  email: string;
  phone: string;
  /** Who changed the channels last (name), null while the deployment's defaults apply. */
  modifiedBy: string | null;
  /** The operation manual (system documentation page). */
  manualHref: string;
  /** The IT fault report entry. */
  itReportHref: string;
}

/**
 * Dashboard seam — help channels (docs/requirements.md §1): the service e-mail and phone an admin saved
 * (help-doc module), the deployment's SERVICE_EMAIL / SERVICE_PHONE until then or when the service cannot
 * answer; the manual and the IT fault report are pages of this portal.
 */
export async function getHelpChannels(ctx: Pick<DashboardContext, "token" | "locale">): Promise<HelpChannels> {
  const res = await callOpJson(helpDocOps.channels, { token: ctx.token, locale: ctx.locale });
  const saved = res.returnCode === 200 && res.data ? res.data : null;
  return {
    email: saved?.email ?? env().SERVICE_EMAIL,
    phone: saved?.phone ?? env().SERVICE_PHONE,
    modifiedBy: saved?.modifiedBy ?? null,
    manualHref: "/manage/sysinstruction",
    itReportHref: "/manage/itblockentrance",
  };
}
