import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call } from "../helpers/services";
import { makeNotice } from "./erp-purchase.fixtures";
import { makeProcessingOrder } from "./erp-production.fixtures";

export interface LabelNotice { noticeId: number; noticeNo: string; lineIds: number[] }

/** A fresh open delivery notice of supplier 1001 in company 1 with two lines of `qty` each. */
export async function labelNotice(token: string, qty = "40"): Promise<LabelNotice> {
  const n = await makeNotice(token, qty);
  const found = await rows<{ id: number }>(await getDb(), sql`select id from delivery_notice_lines where notice_id = ${n.noticeId} order by line_no`);
  return { noticeId: n.noticeId, noticeNo: n.noticeNo, lineIds: found.map((l) => Number(l.id)) };
}

export const labelBody = (n: LabelNotice, extra: Record<string, unknown> = {}) => ({
  noticeId: n.noticeId,
  noticeLineId: n.lineIds[0],
  perBundle: "4",
  perPack: "12",
  customerLabel: "华印客户 A",
  companyCode: "HY01",
  workNo: "W0123",
  netWeight: "10.5",
  singleWeight: "0.875",
  productionDate: "2026-11-23",
  batchNo: "LOT-26A",
  labelType: "generic",
  template: "generic_100x70",
  withQr: true,
  withGs1: true,
  count: 0,
  ...extra,
});

export interface BatchAnswer { id: number; count: number; labels: Array<{ id: number; serial: string; seq: number; quantity: string; printCount: number; reprint: boolean }> }

export async function makeLabels(token: string, n: LabelNotice, extra: Record<string, unknown> = {}): Promise<BatchAnswer> {
  const res = await call<BatchAnswer>("label", "POST", "/purchase-label", { token, body: labelBody(n, extra) });
  if (res.body.returnCode !== 200) throw new Error(`makeLabels: ${JSON.stringify(res.body)}`);
  return res.body.data!;
}

/** A received processing order line of supplier 1001 in company 1 (project PJ-T), `qty` sent out and `done` completed. */
export async function labelOrder(o: { qty?: string; done?: string; venNo?: string } = {}): Promise<{ id: number; outNo: string }> {
  const order = await makeProcessingOrder({ receiveStatus: "received", outboundQty: o.qty ?? "100", venNo: o.venNo });
  if (o.done) await (await getDb()).execute(sql`update processing_orders set completed_qty = ${o.done} where id = ${order.id}`);
  return order;
}

export const processingBody = (orderId: number, kind: string, extra: Record<string, unknown> = {}) => ({
  ...labelBody({ noticeId: 0, noticeNo: "", lineIds: [] }, { count: kind === "finished" ? 0 : 5 }),
  noticeId: undefined,
  noticeLineId: undefined,
  kind,
  orderId,
  projectNo: "PJ-T",
  ...extra,
});

export async function makeProcessingLabels(token: string, orderId: number, kind: string, extra: Record<string, unknown> = {}): Promise<BatchAnswer> {
  const res = await call<BatchAnswer>("label", "POST", "/label-print", { token, body: processingBody(orderId, kind, extra) });
  if (res.body.returnCode !== 200) throw new Error(`makeProcessingLabels: ${JSON.stringify(res.body)}`);
  return res.body.data!;
}
