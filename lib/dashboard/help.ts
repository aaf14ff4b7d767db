import "server-only";
import { env } from "@/lib/env";

export interface HelpChannels {
  email: string;
  phone: string;
  /** The operation manual (system documentation page). */
  manualHref: string;
  /** The IT fault report entry. */
  itReportHref: string;
}

/**
 * Dashboard seam — help channels (docs/requirements.md §1): service e-mail and phone come from the environment
 * (SERVICE_EMAIL, SERVICE_PHONE) so each deployment shows its own desk; the manual and the IT fault report
 * are pages of this portal.
 */
export async function getHelpChannels(): Promise<HelpChannels> {
  return {
    email: env().SERVICE_EMAIL,
    phone: env().SERVICE_PHONE,
    manualHref: "/manage/sysinstruction",
    itReportHref: "/manage/itblockentrance",
  };
}
