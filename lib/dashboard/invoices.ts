import "server-only";
import { callOpJson } from "@/lib/upstream/client";
import { invoiceOps } from "@/lib/contracts/erp-purchase/reconciliation-invoice";
import { hasRights } from "@/lib/rights/has-rights";
import { rights } from "@/lib/rights/codes";
import type { DashboardContext } from "./context";

export type InvoiceNoticeKey = "upload" | "uploaded" | "confirm" | "returned";

/** Invoice notices (docs/requirements.md §1): to upload, uploaded, to confirm, returned. */
export interface InvoiceNotices {
  upload: number;
  uploaded: number;
  confirm: number;
  returned: number;
  /** The reconciliation list the counts open. */
  href: string;
  /** Each count's own filtered list. */
  hrefs: Record<InvoiceNoticeKey, string>;
}

const list = "/finance/statement";

/**
 * Counts in the caller's scope (its supplier's statements, or the company's for finance): statements whose
 * invoice is to upload, uploaded and awaiting finance, statements waiting for the supplier's confirmation,
 * and returned invoices. `null` when the user cannot see statements or the service does not answer.
 */
export async function getInvoiceNotices(ctx: DashboardContext): Promise<InvoiceNotices | null> {
  if (!hasRights(ctx.user, [rights.reconciliationStatement.view])) return null;
  const res = await callOpJson(invoiceOps.notices, { token: ctx.erpToken, locale: ctx.locale });
  if (res.returnCode !== 200 || !res.data) return null;
  const d = res.data;
  return {
    upload: d.toUpload, uploaded: d.uploaded, confirm: d.toConfirm, returned: d.returned, href: list,
    hrefs: {
      upload: `${list}?invoiceState=to_upload`,
      uploaded: `${list}?invoiceState=uploaded`,
      confirm: `${list}?status=sent`,
      returned: `${list}?invoiceState=returned`,
    },
  };
}
