import "server-only";
import { helpDocOps, helpDocumentOps } from "@/lib/contracts/base-data/help-doc";
import { env } from "@/lib/env";
import { callOpJson } from "@/lib/upstream/client";
import type { DashboardContext } from "./context";

export interface HelpChannels {
  email: string;
  phone: string;
  /** Who changed the channels last (name), null while the deployment's defaults apply. */
  modifiedBy: string | null;
  /** The page showing the document an admin marked as the operation manual. */
  manualHref: string;
  /** That document's title; null while no document is the manual (or the service cannot answer). */
  manualTitle: string | null;
  /** The IT fault report entry. */
  itReportHref: string;
}

/**
 * Dashboard seam — help channels (docs/requirements.md §1): the service e-mail and phone an admin saved
 * (help-doc module), the deployment's SERVICE_EMAIL / SERVICE_PHONE until then or when the service cannot
 * answer; the operation manual is the help document an admin marked as such; the IT fault report is a page of this portal.
 */
export async function getHelpChannels(ctx: Pick<DashboardContext, "token" | "locale">): Promise<HelpChannels> {
  const call = { token: ctx.token, locale: ctx.locale };
  const [res, manual] = await Promise.all([callOpJson(helpDocOps.channels, call), callOpJson(helpDocumentOps.manual, call)]);
  const saved = res.returnCode === 200 && res.data ? res.data : null;
  return {
    email: saved?.email ?? env().SERVICE_EMAIL,
    phone: saved?.phone ?? env().SERVICE_PHONE,
    modifiedBy: saved?.modifiedBy ?? null,
    manualHref: "/system/help/manual",
    manualTitle: manual.returnCode === 200 ? (manual.data?.title ?? null) : null,
    itReportHref: "/manage/itblockentrance",
  };
}
