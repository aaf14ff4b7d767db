import "server-only";
import { cache } from "react";
import { callOpJson } from "@/lib/upstream/client";
import { getSession } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";
import { purchaseOrderOps } from "@/lib/contracts/erp-purchase/purchase-order";

/** The PO number for the page's heading and tab title, once per request; null when not visible. */
export const orderNumber = cache(async (id: number): Promise<string | null> => {
  const session = await getSession();
  if (!session.token) return null;
  const res = await callOpJson(purchaseOrderOps.detail, { token: session.token, locale: await currentLocale(), params: { id } });
  return res.returnCode === 200 && res.data ? res.data.pono : null;
});
