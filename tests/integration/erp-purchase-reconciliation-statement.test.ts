import { beforeAll, describe, expect, it } from "vitest";
import type { StatementDetail } from "@/lib/contracts/erp-purchase/reconciliation-statement";
import { call, login } from "../helpers/services";
import { sql } from "drizzle-orm";
import { rights } from "@/lib/rights/codes";
import { getDb } from "@/services/db/client";
import { auditCount, makeUser } from "../helpers/fixtures";
import { makeReceipt, makeSupplier, statementStatusOf } from "./erp-purchase-statement.fixtures";

let finance: string;
let buyer: string;

beforeAll(async () => {
  finance = await login("finance01");
  buyer = await login("buyer01");
});

const post = <T = unknown>(path: string, token: string, body?: unknown) => call<T>("erp-purchase", "POST", path, { token, body });
const generate = (venno: string, from: string, to = from, extra: Record<string, unknown> = {}) =>
  post<StatementDetail>("/reconciliation-statement", finance, { venno, periodFrom: from, periodTo: to, statementDate: to, ...extra });

describe("statement generation", () => {
  it("takes the period's receipts and returns at the PO price, header = sum of lines, then frees them when voided", async () => {
    const s = await makeSupplier();
    await makeReceipt(s, buyer, "2031-03-05", "10", "2");
    await makeReceipt(s, buyer, "2031-03-20", "5");
    await makeReceipt(s, buyer, "2031-04-02", "7");
    const res = await generate(s.venNo, "2031-03-01", "2031-03-31", { discountRate: "0.01", bank: "招商银行 6225 0000" });
    expect(res.body.returnCode, JSON.stringify(res.body)).toBe(200);
    const st = res.body.data!;
    expect(st.status).toBe("draft");
    expect(st.currentNode).toBe("finance");
    expect(st.runStatus).toBe("running");
    // 2 lines × 10 received, 2 lines × 5 received, 2 lines × 2 returned, all at 1.13
    expect(st.lines.map((l) => [l.sourceType, l.quantity, l.amount])).toEqual([
      ["receipt", "10.0000", "11.30"], ["receipt", "10.0000", "11.30"], ["receipt", "5.0000", "5.65"], ["receipt", "5.0000", "5.65"],
      ["return", "2.0000", "-2.26"], ["return", "2.0000", "-2.26"],
    ]);
    expect(st.totalAmount).toBe("29.38");
    expect(st.lines.every((l) => l.sourcePath?.startsWith("/purchase/receipt?recno="))).toBe(true);
    const sum = (k: "discount" | "payable" | "tax" | "net") => st.lines.reduce((a, l) => a + Math.round(Number(l[k]) * 100), 0) / 100;
    expect(Number(st.discountAmount)).toBe(sum("discount"));
    expect(Number(st.payableAmount)).toBe(sum("payable"));
    expect(Math.round((Number(st.taxAmount) + Number(st.netAmount)) * 100)).toBe(Math.round(Number(st.payableAmount) * 100));

    const again = await generate(s.venNo, "2031-03-01", "2031-03-31");
    expect(again.body.returnCode).toBe(409);
    expect(again.body.message).toMatch(/nothing|no /i);

    expect((await post(`/reconciliation-statement/${st.id}/void`, finance, { reason: "wrong period" })).body.returnCode).toBe(200);
    const regen = await generate(s.venNo, "2031-03-01", "2031-03-31");
    expect(regen.body.returnCode).toBe(200);
    expect(regen.body.data!.lines).toHaveLength(6);
    expect(await auditCount("reconciliation_statement", st.id, "statementVoid")).toBe(1);
  });

  it("a source line sits on one live statement only, under concurrency", async () => {
    const s = await makeSupplier();
    await makeReceipt(s, buyer, "2031-05-05", "3");
    const answers = await Promise.all(Array.from({ length: 6 }, () => generate(s.venNo, "2031-05-01", "2031-05-31")));
    const codes = answers.map((a) => a.body.returnCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
  });

  it("refuses an unknown supplier and an inverted period as field errors", async () => {
    const bad = await generate("NOSUCH", "2031-01-01");
    expect(bad.body.returnCode).toBe(400);
    expect((bad.body.data as { fieldErrors?: Record<string, unknown> })?.fieldErrors?.venno).toBeDefined();
    const inverted = await generate("1001", "2031-02-01", "2031-01-01");
    expect((inverted.body.data as { fieldErrors?: Record<string, unknown> })?.fieldErrors?.periodTo).toBeDefined();
  });
});

describe("two-sided workflow", () => {
  it("draft → sent → returned → revised (dispute answered with a credit line) → sent → confirmed; each step audited", async () => {
    const s = await makeSupplier();
    await makeReceipt(s, buyer, "2031-06-05", "10");
    const st = (await generate(s.venNo, "2031-06-01", "2031-06-30")).body.data!;
    const id = st.id;
    const to = (action: string, token: string, body?: unknown) => post<{ status: string; version: number }>(`/reconciliation-statement/${id}/${action}`, token, body);

    expect((await to("confirm", s.token)).body.returnCode).toBe(409);
    expect((await to("send", finance)).body.data).toMatchObject({ status: "sent", version: 1 });
    const sent = (await call<StatementDetail>("erp-purchase", "GET", `/reconciliation-statement/${id}`, { token: s.token })).body.data!;
    expect(sent.currentNode).toBe("supplier");
    expect(sent.handler).toContain(s.venNo);

    const line = st.lines[0]!;
    const dispute = await post<StatementDetail>(`/reconciliation-statement/${id}/lines/${line.id}/dispute`, s.token, { reason: "price is 1.10", expectedAmount: "11.00" });
    expect(dispute.body.returnCode, JSON.stringify(dispute.body)).toBe(200);
    expect((await to("confirm", s.token)).body.returnCode).toBe(409);
    expect((await to("return", s.token, { reason: "" })).body.returnCode).toBe(400);
    expect((await to("return", s.token, { reason: "line 1 price" })).body.data!.status).toBe("returned");
    expect((await to("send", finance)).body.returnCode).toBe(409);
    expect((await to("revise", finance)).body.data!.status).toBe("revised");
    expect((await to("send", finance)).body.returnCode).toBe(409);

    const answered = await post<StatementDetail>(`/reconciliation-statement/${id}/lines/${line.id}/answer`, finance, { decision: "accepted", adjustment: "-0.30", reply: "price corrected to 1.10" });
    expect(answered.body.returnCode, JSON.stringify(answered.body)).toBe(200);
    const adj = answered.body.data!.lines.at(-1)!;
    expect(adj).toMatchObject({ kind: "credit", amount: "-0.30", adjustsLineId: line.id, adjustsSeqno: line.seqno });
    expect(answered.body.data!.lines[0]!.amount).toBe(line.amount);
    expect(answered.body.data!.totalAmount).toBe("22.30");

    expect((await to("send", finance)).body.data).toMatchObject({ status: "sent", version: 2 });
    expect((await to("confirm", finance)).body.returnCode).toBe(403);
    expect((await to("confirm", s.token)).body.data!.status).toBe("confirmed");
    expect(await statementStatusOf(id)).toEqual({ status: "confirmed", invoice_state: "to_upload" });
    expect((await to("void", finance, { reason: "late" })).body.returnCode).toBe(409);
    expect((await to("withdraw", finance)).body.returnCode).toBe(409);
    for (const a of ["statementGenerate", "statementSend", "lineDispute", "statementReturn", "statementRevise", "disputeAccepted", "statementConfirm"]) {
      expect(await auditCount("reconciliation_statement", id, a), a).toBeGreaterThan(0);
    }
  });

  it("withdraw before confirmation; a voided statement cannot be confirmed (409)", async () => {
    const s = await makeSupplier();
    await makeReceipt(s, buyer, "2031-07-05", "4");
    const { id } = (await generate(s.venNo, "2031-07-01", "2031-07-31")).body.data!;
    const to = (action: string, token: string, body?: unknown) => post<{ status: string }>(`/reconciliation-statement/${id}/${action}`, token, body);
    expect((await to("send", finance)).body.data!.status).toBe("sent");
    expect((await to("withdraw", finance)).body.data!.status).toBe("draft");
    expect((await to("withdraw", finance)).body.returnCode).toBe(409);
    expect((await to("void", finance, { reason: "duplicate" })).body.data!.status).toBe("voided");
    expect((await to("confirm", s.token)).body.returnCode).toBe(409);
    expect((await to("send", finance)).body.returnCode).toBe(409);
    const detail = (await call<StatementDetail>("erp-purchase", "GET", `/reconciliation-statement/${id}`, { token: finance })).body.data!;
    expect(detail).toMatchObject({ runStatus: "voided", voidReason: "duplicate", currentNode: "done" });
  });

  it("a sub-account of the supplier without the confirm right cannot confirm; its main account can", async () => {
    const s = await makeSupplier();
    await makeReceipt(s, buyer, "2031-09-05", "4");
    const { id } = (await generate(s.venNo, "2031-09-01", "2031-09-30")).body.data!;
    await post(`/reconciliation-statement/${id}/send`, finance);
    const sub = `rsub${s.supplierId}`;
    await makeUser(sub, { rights: [rights.reconciliationStatement.view], venNo: s.venNo });
    await (await getDb()).execute(sql`update users set main_user_no = (select user_no from users where user_name = ${`rs${s.supplierId}`}) where user_name = ${sub}`);
    const subToken = await login(sub);
    expect((await call("erp-purchase", "GET", `/reconciliation-statement/${id}`, { token: subToken })).body.returnCode).toBe(200);
    expect((await post(`/reconciliation-statement/${id}/confirm`, subToken)).body.returnCode).toBe(403);
    expect((await statementStatusOf(id))?.status).toBe("sent");
    expect((await post<{ status: string }>(`/reconciliation-statement/${id}/confirm`, s.token)).body.data!.status).toBe("confirmed");
  });

  it("parallel confirm and return of one statement: exactly one wins", async () => {
    const s = await makeSupplier();
    const periods = [["2031-08-01", "2031-08-10"], ["2031-08-11", "2031-08-20"], ["2031-08-21", "2031-08-31"]] as const;
    for (const [from] of periods) await makeReceipt(s, buyer, from.replace(/\d\d$/, (d) => String(Number(d) + 4).padStart(2, "0")), "4");
    for (const [from, to] of periods) {
      const { id } = (await generate(s.venNo, from, to)).body.data!;
      await post(`/reconciliation-statement/${id}/send`, finance);
      const [a, b] = await Promise.all([
        post(`/reconciliation-statement/${id}/confirm`, s.token),
        post(`/reconciliation-statement/${id}/return`, s.token, { reason: "race" }),
      ]);
      expect([a.body.returnCode, b.body.returnCode].sort()).toEqual([200, 409]);
      const final = await statementStatusOf(id);
      expect(final!.status).toBe(a.body.returnCode === 200 ? "confirmed" : "returned");
    }
  });
});
