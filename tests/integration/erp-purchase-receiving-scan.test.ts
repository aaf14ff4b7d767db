import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookAnswer, ReceivingNotice, ScanAnswer } from "@/lib/contracts/erp-purchase/receiving-scan";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { lineQty, makeNotice } from "./erp-purchase.fixtures";
import { drain } from "./events.fixtures";
import { labelNotice, makeLabels, type BatchAnswer, type LabelNotice } from "./label.fixtures";

const tokens: Record<string, string> = {};
let nextScan = 0;

beforeAll(async () => {
  for (const u of ["sup1001", "sup1002", "buyer01", "factory01"]) tokens[u] = await login(u);
  tokens.buyer02 = await login("buyer02", 3);
});

const scan = async (code: string, o: { noticeId?: number; device?: string; clientScanId?: string; token?: string } = {}) => {
  const res = await call<ScanAnswer>("erp-purchase", "POST", "/receiving-scan/scan", {
    token: o.token ?? tokens.buyer01,
    body: { noticeId: o.noticeId, code, deviceId: o.device ?? "dock-1", clientScanId: o.clientScanId ?? `c${++nextScan}` },
  });
  if (res.body.returnCode !== 200) throw new Error(`scan: ${JSON.stringify(res.body)}`);
  return res.body.data!;
};
const tally = async (id: number, token = tokens.buyer01) => (await call<ReceivingNotice>("erp-purchase", "GET", `/receiving-scan/${id}`, { token })).body;
const book = (id: number, token = tokens.buyer01) => call<BookAnswer>("erp-purchase", "POST", `/receiving-scan/${id}/book`, { token, body: { recdate: "2030-01-20" } });
const nameOf = async (userName: string) => (await rows<{ name: string }>(await getDb(), sql`select name from users where user_name = ${userName}`))[0]!.name;
const serials = (b: BatchAnswer) => b.labels.map((l) => l.serial);
/** Labels for a notice line: 40 at 12 a carton is 12, 12, 12 and 4. */
const cartons = async (n: LabelNotice, line = 0, token = tokens.sup1001!) => serials(await makeLabels(token, n, { noticeLineId: n.lineIds[line] }));

describe("receiving by scanning: each verdict", () => {
  it("a carton's scan opens its ASN and counts it; the tally shows the line short", async () => {
    const n = await labelNotice(tokens.sup1001!, "40");
    const [first] = await cartons(n);
    const a = await scan(first!);
    expect(a).toMatchObject({ verdict: "accepted", serial: first, replayed: false, notice: { id: n.noticeId, noticeNo: n.noticeNo, venno: "1001" }, line: { noticeLineId: n.lineIds[0], lineNo: 1, quantity: "12.0000" } });
    expect(a.message).toMatch(/^Accepted: line 1 · .+ · 12$/);
    const t = await tally(n.noticeId);
    expect(t.data!.lines.map((l) => [l.cartonsSent, l.cartonsScanned, l.scannedQty, l.sentQty, l.state])).toEqual([
      [4, 1, "12.0000", "40.0000", "short"],
      [0, 0, "0.0000", "40.0000", "untouched"],
    ]);
    const found = await call<ReceivingNotice>("erp-purchase", "GET", `/receiving-scan/find?noticeNo=${n.noticeNo}`, { token: tokens.factory01 });
    expect(found.body.data).toEqual(t.data);
  });

  it("already scanned names who and when; the same device's resend counts once, its rescan is already scanned", async () => {
    const n = await labelNotice(tokens.sup1001!, "40");
    const [c] = await cartons(n);
    const first = await scan(c!, { noticeId: n.noticeId, device: "phone-a", clientScanId: "a-1" });
    expect(first.verdict).toBe("accepted");
    const resent = await scan(c!, { noticeId: n.noticeId, device: "phone-a", clientScanId: "a-1" });
    expect(resent).toMatchObject({ verdict: "accepted", replayed: true });
    const rescan = await scan(c!, { noticeId: n.noticeId, device: "phone-a", clientScanId: "a-2" });
    expect(rescan.verdict).toBe("alreadyScanned");
    const other = await scan(c!, { noticeId: n.noticeId, device: "scanner-b", token: tokens.factory01 });
    const who = await nameOf("buyer01");
    expect(other).toMatchObject({ verdict: "alreadyScanned", first: { by: who, printCount: 0 }, replayed: false });
    expect(other.message).toContain(`Already scanned by ${who} at `);
    expect((await tally(n.noticeId)).data!.lines[0]).toMatchObject({ cartonsScanned: 1, scannedQty: "12.0000" });
  });

  it("a carton of another ASN, and of another supplier, is refused with that ASN", async () => {
    const n = await labelNotice(tokens.sup1001!, "40");
    const sibling = await labelNotice(tokens.sup1001!, "40");
    const made = await makeNotice(tokens.sup1002!, "40", { venNo: "1002" });
    const foreignLines = await rows<{ id: number }>(await getDb(), sql`select id from delivery_notice_lines where notice_id = ${made.noticeId} order by line_no`);
    const foreign: LabelNotice = { noticeId: made.noticeId, noticeNo: made.noticeNo, lineIds: foreignLines.map((l) => Number(l.id)) };
    const [mine] = await cartons(n);
    const [theirs] = await cartons(sibling);
    expect((await scan(mine!, { noticeId: n.noticeId })).verdict).toBe("accepted");
    const wrongAsn = await scan(theirs!, { noticeId: n.noticeId });
    expect(wrongAsn).toMatchObject({ verdict: "otherNotice", notice: { id: sibling.noticeId }, message: `Not this ASN: the carton belongs to ${sibling.noticeNo}` });
    const [other] = await cartons(foreign, 0, tokens.sup1002!);
    const wrongSupplier = await scan(other!, { noticeId: n.noticeId });
    expect(wrongSupplier).toMatchObject({ verdict: "otherSupplier", notice: { id: foreign.noticeId, venno: "1002" } });
    expect((await tally(sibling.noticeId)).data!.lines[0]!.cartonsScanned).toBe(0);
  });

  it("only one print of a serial counts: a reprint whose other print was scanned is refused as a reprint", async () => {
    const n = await labelNotice(tokens.sup1001!, "40");
    const b = await makeLabels(tokens.sup1001!, n);
    for (let i = 0; i < 2; i++) {
      const p = await call("label", "POST", `/purchase-label/${b.id}/print`, { token: tokens.sup1001, body: { from: 1, count: 1 } });
      expect(p.body.returnCode).toBe(200);
    }
    const serial = b.labels[0]!.serial;
    expect((await scan(serial, { device: "phone-a" })).verdict).toBe("accepted");
    const again = await scan(serial, { device: "phone-b", token: tokens.factory01 });
    expect(again).toMatchObject({ verdict: "reprinted", first: { printCount: 2 } });
    expect(again.message).toContain(`a print of ${serial} was already counted`);
  });

  it("a voided ASN's label, another company's label and a code nobody printed answer alike", async () => {
    const voided = await labelNotice(tokens.sup1001!, "40");
    const [gone] = await cartons(voided);
    expect((await call("erp-purchase", "POST", `/delivery-notice/${voided.noticeId}/cancel`, { token: tokens.sup1001, body: { reason: "x" } })).body.returnCode).toBe(200);
    const n = await labelNotice(tokens.sup1001!, "40");
    const [mine] = await cartons(n);
    const same = { device: "d", clientScanId: "same" };
    const unknown = await scan("L99999999999", same);
    expect(unknown).toEqual({ verdict: "unknown", message: "Unknown code", clientScanId: "same", serial: null, notice: null, line: null, first: null, replayed: false });
    expect(await scan(gone!, same)).toEqual(unknown);
    expect(await scan(mine!, { ...same, token: tokens.buyer02 })).toEqual(unknown);
    expect((await tally(voided.noticeId)).returnCode).toBe(404);
    expect((await tally(n.noticeId, tokens.buyer02)).returnCode).toBe(404);
    const missing = await tally(2147483647);
    expect((await tally(n.noticeId, tokens.buyer02))).toEqual(missing);
    const openOther = await call("erp-purchase", "POST", "/receiving-scan/scan", { token: tokens.buyer02, body: { noticeId: n.noticeId, code: mine, deviceId: "d", clientScanId: "x" } });
    expect(openOther.body).toEqual((await call("erp-purchase", "POST", "/receiving-scan/scan", { token: tokens.buyer02, body: { noticeId: 2147483647, code: mine, deviceId: "d", clientScanId: "x" } })).body);
    expect(openOther.body.returnCode).toBe(404);
  });

  it("a supplier cannot scan", async () => {
    const res = await call("erp-purchase", "POST", "/receiving-scan/scan", { token: tokens.sup1001, body: { code: "L1", deviceId: "d", clientScanId: "x" } });
    expect(res.body.returnCode).toBe(403);
  });
});

describe("receiving by scanning: two devices and the offline queue", () => {
  it("20 parallel scans of one carton: one counts, the others are already scanned", async () => {
    const n = await labelNotice(tokens.sup1001!, "40");
    const [c] = await cartons(n);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => scan(c!, { noticeId: n.noticeId, device: `dev-${i}`, token: i % 2 ? tokens.factory01 : tokens.buyer01 })));
    expect(answers.filter((a) => a.verdict === "accepted")).toHaveLength(1);
    expect(answers.filter((a) => a.verdict === "alreadyScanned")).toHaveLength(19);
    const counted = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from receiving_scans where notice_id = ${n.noticeId}`);
    expect(Number(counted[0]!.n)).toBe(1);
    expect((await tally(n.noticeId)).data!.lines[0]).toMatchObject({ cartonsScanned: 1, scannedQty: "12.0000" });
  });

  it("an offline replay of 50 scans with resends applies each scan once, in scan order", async () => {
    const n = await labelNotice(tokens.sup1001!, "40");
    const all = [...(await makeLabels(tokens.sup1001!, n, { noticeLineId: n.lineIds[0], perPack: "4" })).labels, ...(await makeLabels(tokens.sup1001!, n, { noticeLineId: n.lineIds[1], perPack: "4" })).labels];
    expect(all).toHaveLength(20);
    const queue = all.map((l, i) => ({ code: l.serial, clientScanId: `q-${i}` }));
    const scans = Array.from({ length: 50 }, (_, i) => (i < 20 ? queue[i]! : queue[(i * 7) % 20]!));
    const res = await call<{ answers: ScanAnswer[] }>("erp-purchase", "POST", "/receiving-scan/replay", { token: tokens.buyer01, body: { deviceId: "offline-1", scans } });
    expect(res.body.returnCode).toBe(200);
    const answers = res.body.data!.answers;
    expect(answers.map((a) => a.clientScanId)).toEqual(scans.map((s) => s.clientScanId));
    expect(answers.slice(0, 20).every((a) => a.verdict === "accepted" && !a.replayed)).toBe(true);
    expect(answers.slice(20).every((a) => a.verdict === "accepted" && a.replayed)).toBe(true);
    const again = await call<{ answers: ScanAnswer[] }>("erp-purchase", "POST", "/receiving-scan/replay", { token: tokens.buyer01, body: { deviceId: "offline-1", scans } });
    expect(again.body.data!.answers.every((a) => a.replayed)).toBe(true);
    const order = await rows<{ serial: string }>(await getDb(), sql`select serial from receiving_scans where notice_id = ${n.noticeId} order by id`);
    expect(order.map((r) => r.serial)).toEqual(all.map((l) => l.serial));
    expect((await tally(n.noticeId)).data!.lines.map((l) => [l.cartonsScanned, l.scannedQty, l.state])).toEqual([[10, "40.0000", "complete"], [10, "40.0000", "complete"]]);
  });

  it("a queued scan of an ASN voided meanwhile answers unknown and the rest of the queue still applies; a lower-case serial is the same carton", async () => {
    const voided = await labelNotice(tokens.sup1001!, "40");
    const n = await labelNotice(tokens.sup1001!, "40");
    const [gone] = await cartons(voided);
    const [mine] = await cartons(n);
    expect((await call("erp-purchase", "POST", `/delivery-notice/${voided.noticeId}/cancel`, { token: tokens.sup1001, body: { reason: "x" } })).body.returnCode).toBe(200);
    const res = await call<{ answers: ScanAnswer[] }>("erp-purchase", "POST", "/receiving-scan/replay", {
      token: tokens.buyer01,
      body: { deviceId: "offline-2", scans: [{ noticeId: voided.noticeId, code: gone, clientScanId: "v-1" }, { noticeId: n.noticeId, code: mine!.toLowerCase(), clientScanId: "v-2" }] },
    });
    expect(res.body.data!.answers.map((a) => [a.clientScanId, a.verdict, a.serial])).toEqual([["v-1", "unknown", null], ["v-2", "accepted", mine]]);
  });
});

describe("receiving by scanning: booking", () => {
  it("books what was scanned: a short line partly received, over cartons left out, the supplier told of the shortfall, a second book books nothing", async () => {
    const n = await labelNotice(tokens.sup1001!, "40");
    expect((await book(n.noticeId)).body).toMatchObject({ returnCode: 409, message: "No carton of this ASN has been scanned: nothing to book" });
    const line1 = await cartons(n, 0);
    const line2 = await cartons(n, 1);
    const extra = await cartons(n, 1);
    for (const c of [...line1.slice(0, 3), ...line2, extra[0]!]) expect((await scan(c, { noticeId: n.noticeId })).verdict).toBe("accepted");
    const t = (await tally(n.noticeId)).data!;
    expect(t.lines.map((l) => [l.cartonsSent, l.cartonsScanned, l.scannedQty, l.state])).toEqual([[4, 3, "36.0000", "short"], [8, 5, "52.0000", "over"]]);
    const first = await book(n.noticeId);
    expect(first.body.data).toMatchObject({ booked: true, overCartons: 1, status: "stored" });
    const receipt = first.body.data!;
    const detail = await call<{ lines: Array<{ recqty: string; passqty: string; instoreqty: string }>; hasDifference: boolean }>("erp-purchase", "GET", `/purchase-receipt/${receipt.id}`, { token: tokens.sup1001 });
    expect(detail.body.data!.lines.map((l) => [l.recqty, l.passqty, l.instoreqty])).toEqual([["36.0000", "36.0000", "36.0000"], ["40.0000", "40.0000", "40.0000"]]);
    expect(detail.body.data!.hasDifference).toBe(true);
    const [po] = await rows<{ id: number }>(await getDb(), sql`select po_line_id as id from delivery_notice_lines where id = ${n.lineIds[0]!}`);
    expect(await lineQty(Number(po!.id))).toMatchObject({ recqty: "36.0000", sent_qty: "36.0000" });
    const second = await book(n.noticeId);
    expect(second.body.data).toEqual({ id: receipt.id, recno: receipt.recno, status: "stored", booked: false, overCartons: 1 });
    const receipts = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from goods_receipts where notice_id = ${n.noticeId}`);
    expect(Number(receipts[0]!.n)).toBe(1);
    const after = (await tally(n.noticeId)).data!;
    expect(after.receipt).toEqual({ id: receipt.id, recno: receipt.recno });
    expect(after.lines.map((l) => l.bookedQty)).toEqual(["36.0000", "40.0000"]);
    expect((await scan(line1[3]!, { noticeId: n.noticeId })).verdict).toBe("noticeReceived");
    const audits = await rows<{ action: string }>(await getDb(), sql`select action from audit_log where entity = 'goods_receipt' and entity_id = ${String(receipt.id)} order by id`);
    expect(audits.map((a) => a.action)).toEqual(["create", "bookScans"]);
    const events = await rows<{ type: string }>(await getDb(), sql`select type from events where entity = 'goods_receipt' and entity_id = ${String(receipt.id)}`);
    expect(events.map((e) => e.type)).toEqual(["receipt_differs"]);
    await drain();
    const told = await rows<{ user_name: string; user_type: string }>(await getDb(), sql`
      select distinct u.user_name, u.user_type from notifications x join events e on e.id = x.event_id join users u on u.id = x.user_id
      where e.entity = 'goods_receipt' and e.entity_id = ${String(receipt.id)}`);
    expect(told.map((u) => u.user_name)).toContain("sup1001");
    expect(told.every((u) => u.user_type === "supplier")).toBe(true);
  });

  it("a booking racing scans books exactly the cartons that answered accepted before it", async () => {
    const n = await labelNotice(tokens.sup1001!, "40");
    const line1 = await cartons(n, 0);
    const line2 = await cartons(n, 1);
    expect((await scan(line1[0]!, { noticeId: n.noticeId })).verdict).toBe("accepted");
    const [booking, ...answers] = await Promise.all([
      book(n.noticeId, tokens.factory01),
      ...[...line1.slice(1), ...line2].map((c, i) => scan(c, { noticeId: n.noticeId, device: `race-${i}` })),
    ]);
    expect(booking!.body.returnCode).toBe(200);
    const accepted = [line1[0]!, ...answers.filter((a) => a.verdict === "accepted").map((a) => a.serial!)];
    expect(answers.every((a) => a.verdict === "accepted" || a.verdict === "noticeReceived")).toBe(true);
    const booked = await rows<{ serial: string }>(await getDb(), sql`select serial from receiving_scans where notice_id = ${n.noticeId} and receipt_id = ${booking!.body.data!.id}`);
    expect(booked.map((r) => r.serial).sort()).toEqual(accepted.sort());
    const total = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from receiving_scans where notice_id = ${n.noticeId}`);
    expect(Number(total[0]!.n)).toBe(accepted.length);
  });

  it("another company's staff cannot book, and a supplier cannot", async () => {
    const n = await labelNotice(tokens.sup1001!, "40");
    const [c] = await cartons(n);
    await scan(c!);
    expect((await book(n.noticeId, tokens.buyer02)).body.returnCode).toBe(404);
    expect((await book(n.noticeId, tokens.sup1001)).body.returnCode).toBe(403);
    expect((await tally(n.noticeId)).data!.receipt).toBeNull();
  });
});
