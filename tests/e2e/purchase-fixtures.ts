import type { BrowserContext } from "playwright-core";
import type { Envelope } from "@/lib/contracts/envelope";
import type { BatchResult, ListResult } from "@/lib/contracts/common";
import type {
  DeliveryNoticeInput, NoticeCandidate, NoticeSaved, PurchaseOrderRow,
} from "@/lib/contracts/erp-purchase";
import { baseURL } from "./helpers";

/**
 * Test data for the purchasing end-to-end tests, made through the portal's own API (/api/erp-purchase/…)
 * with the session of a logged-in browser context, so every test can set up what it needs and run alone.
 * The end-to-end server owns its database, so rows cannot be inserted directly as the integration tests do.
 */

async function api<T>(context: BrowserContext, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const res = await context.request.fetch(`/api/erp-purchase${path}`, {
    method,
    // mutating calls pass the portal's same-origin check like the pages' own requests do
    headers: method === "GET" ? {} : { origin: baseURL() },
    ...(body === undefined ? {} : { data: body }),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.returnCode !== 200) throw new Error(`${method} ${path}: ${envelope.returnCode} ${envelope.message}`);
  return envelope.data as T;
}

async function allRows<T>(context: BrowserContext, path: string, filters: Record<string, string>): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ ...filters, limit: "200", ...(cursor ? { cursor } : {}) });
    const page: ListResult<T> = await api<ListResult<T>>(context, "GET", `${path}?${query}`);
    out.push(...page.rows);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

export interface OrderRef {
  orderId: number;
  pono: string;
  lines: PurchaseOrderRow[];
}

/** The caller's orders with these filters, one entry per order (the list has one row per PO line). */
async function orders(context: BrowserContext, filters: Record<string, string>): Promise<OrderRef[]> {
  const byOrder = new Map<number, OrderRef>();
  for (const row of await allRows<PurchaseOrderRow>(context, "/purchase-order", filters)) {
    const ref = byOrder.get(row.orderId) ?? { orderId: row.orderId, pono: row.pono, lines: [] };
    ref.lines.push(row);
    byOrder.set(row.orderId, ref);
  }
  return [...byOrder.values()];
}

/** One of the caller's orders in any state, for what does not change an order (its conversation): the receivable ones are for the files that receive them. */
export async function anyOrder(context: BrowserContext): Promise<OrderRef> {
  const [order] = await orders(context, {});
  if (!order) throw new Error("the caller sees no order");
  return order;
}

/** An order the caller can receive: not received yet, price review done. */
export async function receivableOrder(context: BrowserContext): Promise<OrderRef> {
  const [order] = await orders(context, { receiveStatus: "not_received", priceReviewStatus: "done" });
  if (!order) throw new Error("no order left to receive: the seed gives sup1001 four in company 1");
  return order;
}

/** A received order none of whose lines has been confirmed yet, preferring one with several lines. */
export async function unconfirmedReceivedOrder(context: BrowserContext): Promise<OrderRef> {
  const candidates = (await orders(context, { receiveStatus: "received" }))
    .filter((o) => o.lines.every((l) => l.confirmStatus === null))
    .sort((a, b) => b.lines.length - a.lines.length);
  if (!candidates[0]) throw new Error("no received order without confirmations");
  return candidates[0];
}

/** PO lines the caller can put on a delivery notice: order received, line open, something left to send. */
export const openLines = (context: BrowserContext) => allRows<NoticeCandidate>(context, "/delivery-notice/candidates", {});

/**
 * A PO number whose open lines (order received, line open) all have at least `minRemaining` left to send,
 * so whichever of its lines a picker shows first can take that quantity.
 */
export async function openPurchaseOrder(context: BrowserContext, minRemaining: number): Promise<{ pono: string; lines: NoticeCandidate[] }> {
  const byPono = new Map<string, NoticeCandidate[]>();
  for (const line of await openLines(context)) {
    byPono.set(line.pono, [...(byPono.get(line.pono) ?? []), line]);
  }
  for (const [pono, lines] of byPono) {
    // A partially confirmed line can send only its confirmed quantity (sendableQty), not all that remains.
    if (lines.every((l) => Number(l.sendableQty ?? l.remainQty) >= minRemaining)) return { pono, lines };
  }
  throw new Error(`no received PO whose open lines all have ${minRemaining} left to send`);
}

export const createNotice = (context: BrowserContext, input: DeliveryNoticeInput) =>
  api<NoticeSaved>(context, "POST", "/delivery-notice", input);

/** The notice the UI test used to fill in by hand: delivery DN-E2E-001, one line of 10 = 3 × 3 + 1. */
export async function e2eNotice(context: BrowserContext): Promise<NoticeSaved & { pono: string }> {
  const { pono, lines } = await openPurchaseOrder(context, 10);
  const saved = await createNotice(context, {
    requiredDept: "印刷一车间",
    requiredDate: "2026-12-20",
    deliveryNo: "DN-E2E-001",
    receiveAddress: "深圳市宝安区福永街道 1 号",
    storageLocation: "A-01",
    carPlate: "粤B12345",
    driverPhone: "138-0013-8000",
    lines: [{ poLineId: lines[0]!.id, thisQty: "10", perPack: "3", packs: 3, loose: "1" }],
  });
  return { ...saved, pono };
}

export const confirmPartial = (context: BrowserContext, orderId: number, lineId: number, promisedQty: string) =>
  api<unknown>(context, "POST", `/purchase-order/${orderId}/confirm`, {
    lines: [{ lineId, decision: "partial", promisedDate: "2026-12-31", promisedQty }],
  });

/**
 * PO numbers of `count` rejected orders: orders rejected before (by an earlier test of the run) first, so
 * the few acceptable orders of the seed stay for the tests that accept one; fresh ones are rejected only
 * to make up the count. Orders waiting for their price review are never taken.
 */
export async function rejectedOrders(context: BrowserContext, count: number): Promise<string[]> {
  const ponos = (await orders(context, { receiveStatus: "rejected" })).slice(0, count).map((o) => o.pono);
  const fresh = (await orders(context, { receiveStatus: "not_received", priceReviewStatus: "done" })).slice(0, count - ponos.length);
  if (fresh.length > 0) {
    const outcome = await api<BatchResult>(context, "POST", "/purchase-order/batch/reject", {
      ids: fresh.map((o) => o.orderId),
      reason: "Price differs from the quotation",
    });
    if (outcome.failed.length > 0) throw new Error(`batch reject: ${JSON.stringify(outcome.failed)}`);
    ponos.push(...fresh.map((o) => o.pono));
  }
  if (ponos.length < count) throw new Error(`only ${ponos.length} rejected orders, ${count} needed`);
  return ponos;
}

export const cancelNotice = (context: BrowserContext, id: number, reason: string) =>
  api<NoticeSaved>(context, "POST", `/delivery-notice/${id}/cancel`, { reason });

/** An order still waiting for its price review, which the supplier cannot accept yet. */
export async function pendingReviewOrder(context: BrowserContext): Promise<OrderRef | undefined> {
  return (await orders(context, { receiveStatus: "not_received", priceReviewStatus: "pending" }))[0];
}

/** The caller's order with this PO number, if it can see it. */
export async function orderByPono(context: BrowserContext, pono: string): Promise<OrderRef | undefined> {
  return (await orders(context, { pono })).find((o) => o.pono === pono);
}
