import type { BrowserContext } from "playwright-core";
import type { Envelope } from "@/lib/contracts/envelope";
import type { ListResult } from "@/lib/contracts/common";
import type { NoticeCandidate, NoticeSaved } from "@/lib/contracts/erp-purchase";
import type { LabelSourceNotice } from "@/lib/contracts/label/purchase-label";

/**
 * The portal's API as a logged-in browser calls it, through whatever origin the test serves it on (the
 * two-instance proxy): mutating calls carry that origin, as the pages' own requests do.
 */
export async function envelope<T = unknown>(
  context: BrowserContext, origin: string, method: "GET" | "POST" | "PUT", path: string, body?: unknown,
): Promise<Envelope<T>> {
  const res = await context.request.fetch(path, {
    method,
    headers: method === "GET" ? {} : { origin },
    ...(body === undefined ? {} : { data: body }),
  });
  return (await res.json()) as Envelope<T>;
}

async function data<T>(context: BrowserContext, origin: string, method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<T> {
  const answer = await envelope<T>(context, origin, method, path, body);
  if (answer.returnCode !== 200) throw new Error(`${method} ${path}: ${answer.returnCode} ${answer.message}`);
  return answer.data as T;
}

/**
 * A label batch of the caller (a supplier) with up to `most` labels, made through the API: a delivery
 * notice over the open PO line with the most left to send, then one label per piece.
 */
export async function labelBatch(context: BrowserContext, origin: string, most: number): Promise<{ id: number; count: number }> {
  const open = await data<ListResult<NoticeCandidate>>(context, origin, "GET", "/api/erp-purchase/delivery-notice/candidates?limit=200");
  const sendable = (l: NoticeCandidate) => Math.floor(Number(l.sendableQty ?? l.remainQty));
  const line = open.rows.sort((a, b) => sendable(b) - sendable(a))[0];
  if (!line || sendable(line) < 1) throw new Error("no open PO line to send");
  const qty = String(Math.min(most, sendable(line)));
  const requiredDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const notice = await data<NoticeSaved>(context, origin, "POST", "/api/erp-purchase/delivery-notice", {
    requiredDept: "印刷一车间", requiredDate, deliveryNo: "DN-TWO-001", receiveAddress: "深圳市宝安区福永街道 1 号", storageLocation: "A-01",
    lines: [{ poLineId: line.id, thisQty: qty, perPack: "1", packs: Number(qty), loose: "0" }],
  });
  const found = await data<LabelSourceNotice>(context, origin, "GET", `/api/label/purchase-label/notice?noticeNo=${encodeURIComponent(notice.noticeNo)}`);
  return data<{ id: number; count: number }>(context, origin, "POST", "/api/label/purchase-label", {
    noticeId: found.id, noticeLineId: found.lines[0]!.id, perBundle: "1", perPack: "1", customerLabel: "华印客户 A", workNo: "W0123",
    netWeight: "10.5", singleWeight: "0.5", productionDate: new Date().toISOString().slice(0, 10), batchNo: "LOT-TWO", labelType: "generic",
    template: "generic_100x70", count: 0,
  });
}
