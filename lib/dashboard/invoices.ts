import "server-only";
import type { DashboardContext } from "./context";

/** Invoice notices (docs/requirements.md §1): to upload, uploaded, to confirm, returned. */
export interface InvoiceNotices {
  upload: number;
  uploaded: number;
  confirm: number;
  returned: number;
  /** The reconciliation list the counts open. */
  href: string;
}

/**
 * Dashboard seam — invoice notices (docs/requirements.md §1): counts of invoices to upload, uploaded, to confirm and returned,
 * for the user's supplier (or company, for finance). The reconciliation/invoice module fills this; `null`
 * means "not available" and the dashboard shows an empty state.
 */
export async function getInvoiceNotices(ctx: DashboardContext): Promise<InvoiceNotices | null> {
  void ctx;
  return null;
}
