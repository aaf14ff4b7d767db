import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call } from "../helpers/services";
import { supplierIdOf } from "../helpers/fixtures";

let counter = 0;
export const uniqueItem = () => `RQ${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${(counter++).toString(36)}`.toUpperCase();
export const hour = 3600_000;
export const at = (ms: number) => () => new Date(ms);

export interface InquiryFixture { id: number; inquiryNo: string; lineIds: number[]; itemnos: string[]; deadline: number }

/** A price inquiry of company 1 made through the service by the buyer, released at `releaseAt` unless `draft`. */
export async function makeInquiry(buyer: string, o: { venNos?: string[]; lines?: number; deadline?: number; releaseAt?: number; draft?: boolean; fileIds?: string[] } = {}): Promise<InquiryFixture> {
  const deadline = o.deadline ?? Date.now() + hour;
  const itemnos = Array.from({ length: o.lines ?? 2 }, () => uniqueItem());
  const supplierIds = await Promise.all((o.venNos ?? ["1001"]).map(supplierIdOf));
  const res = await call<{ id: number; inquiryNo: string; lines: Array<{ id: number }> }>("erp-purchase", "POST", "/price-inquiry", {
    token: buyer,
    body: {
      title: "纸张年度询价 Paper RFQ", currency: "CNY", quoteDeadline: new Date(deadline).toISOString(), terms: "含运费 Freight included",
      lines: itemnos.map((itemno, i) => ({ itemno, itemdesc: `铜版纸 ${i + 1}`, specs: "787×1092", unit: "KG", qty: "1000", requiredDate: "2030-03-01" })),
      supplierIds, fileIds: o.fileIds ?? [],
    },
  });
  if (res.body.returnCode !== 200) throw new Error(`makeInquiry: ${JSON.stringify(res.body)}`);
  const d = res.body.data!;
  if (!o.draft) {
    const r = await call("erp-purchase", "POST", `/price-inquiry/${d.id}/release`, { token: buyer, clock: at(o.releaseAt ?? Date.now()) });
    if (r.body.returnCode !== 200) throw new Error(`release: ${JSON.stringify(r.body)}`);
  }
  return { id: d.id, inquiryNo: d.inquiryNo, lineIds: d.lines.map((l) => l.id), itemnos, deadline };
}

export const quoteLine = (lineId: number, unitPrice: string, extra: Record<string, unknown> = {}) => ({
  lineId, unitPrice, taxPrice: unitPrice, currency: "CNY", leadDays: 7, validUntil: "2030-12-31", remark: "", ...extra,
});

export async function quote(token: string, inquiryId: number, lines: unknown[], now: number) {
  return call<{ lines: Array<{ id: number; quote: { revision: number; unitPrice: string } | null; history: unknown[] }> }>(
    "erp-purchase", "POST", `/quotation/inquiry/${inquiryId}/quote`, { token, body: { lines }, clock: at(now) });
}

export async function quoteCount(inquiryId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from price_quote_revisions r join price_quotes q on q.id = r.quote_id where q.inquiry_id = ${inquiryId}`);
  return r!.n;
}

export async function inquiryStatus(id: number): Promise<string> {
  const [r] = await rows<{ status: string }>(await getDb(), sql`select status from price_inquiries where id = ${id}`);
  return r!.status;
}
