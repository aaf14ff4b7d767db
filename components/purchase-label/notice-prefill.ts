import "server-only";
import { purchaseLabelOps, type LabelPrefill } from "@/lib/contracts/label/purchase-label";
import { callOpJson } from "@/lib/upstream/client";
import { readSession } from "@/lib/session";
import { currentLocale } from "@/lib/i18n/request";

/** "Print labels" on an ASN: the label form filled from that notice (and line), or null when the caller may not. */
export async function noticePrefill(noticeId: number, lineId?: number): Promise<LabelPrefill | null> {
  const session = await readSession();
  if (!session.token) return null;
  const found = await callOpJson(purchaseLabelOps.prefill, { token: session.token, locale: await currentLocale(), params: { id: noticeId }, query: { line: lineId } });
  return found.returnCode === 200 && found.data ? found.data : null;
}
