import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { call, login } from "../helpers/services";
import { auditCount } from "../helpers/fixtures";
import { labelNotice, labelOrder, makeLabels, makeProcessingLabels, processingBody, type BatchAnswer } from "./label.fixtures";

type Errs = { fieldErrors: Record<string, string[]> };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const u of ["sup1001", "sup1001a", "sup1002"]) tokens[u] = await login(u);
});

const create = (body: unknown, token = tokens.sup1001) => call<BatchAnswer>("label", "POST", "/label-print", { token, body });
const fieldErrors = async (body: unknown, token?: string) => {
  const r = await create(body, token);
  expect(r.body.returnCode).toBe(400);
  return (r.body.data as unknown as Errs).fieldErrors;
};

describe("semi-finished, finished and outsourced labels: creation", () => {
  it("finished: count 0 calculates ceil(completed ÷ per-pack); the last label carries the remainder", async () => {
    const o = await labelOrder({ qty: "100", done: "40" });
    const b = await makeProcessingLabels(tokens.sup1001!, o.id, "finished");
    expect(b.count).toBe(4);
    expect(b.labels.map((l) => l.quantity)).toEqual(["12.0000", "12.0000", "12.0000", "4.0000"]);
    expect(await auditCount("label_batch", b.id, "create")).toBe(1);
    const [row] = await rows<Record<string, unknown>>(await getDb(), sql`select source_type, source_id, doc_no, project_no, order_no from label_batches where id = ${b.id}`);
    expect(row).toEqual({ source_type: "finished", source_id: o.id, doc_no: o.outNo, project_no: "PJ-T", order_no: o.outNo });
  });

  it("semi-finished sheets must be above 0; 1 and 500 are accepted, 501 refused", async () => {
    const o = await labelOrder();
    expect((await fieldErrors(processingBody(o.id, "semi_finished", { count: 0 }))).count).toEqual(["Semi-finished sheets must be more than 0"]);
    expect((await create(processingBody(o.id, "semi_finished", { count: 1 }))).body.data!.count).toBe(1);
    const ok = await create(processingBody(o.id, "semi_finished", { count: 500, withGs1: false }));
    expect(ok.body.data!.labels).toHaveLength(500);
    expect((await fieldErrors(processingBody(o.id, "semi_finished", { count: 501 }))).count).toEqual(["Label download count cannot exceed 500"]);
  });

  it("outsourced: 1 to 200 per print; empty, less than 1 and over 200 answer the catalogue messages", async () => {
    const o = await labelOrder();
    expect((await fieldErrors(processingBody(o.id, "outsourced", { count: undefined }))).count).toEqual(["Print count cannot be empty"]);
    expect((await fieldErrors(processingBody(o.id, "outsourced", { count: 0 }))).count).toEqual(["Print count cannot be less than 1"]);
    expect((await fieldErrors(processingBody(o.id, "outsourced", { count: 201 }))).count).toEqual(["Print count cannot be over 200"]);
    expect((await create(processingBody(o.id, "outsourced", { count: 200, withGs1: false }))).body.data!.count).toBe(200);
  });

  it("finished with nothing completed: the auto count is refused, an explicit count works", async () => {
    const o = await labelOrder({ done: "0" });
    expect((await fieldErrors(processingBody(o.id, "finished"))).count).toEqual(["The number of labels must be a whole number, 0 or more"]);
    expect((await create(processingBody(o.id, "finished", { count: 2 }))).body.returnCode).toBe(200);
  });

  it("the order and project must belong together; another tenant's or a rejected order answers like a missing one", async () => {
    const o = await labelOrder();
    expect(await fieldErrors(processingBody(o.id, "finished", { count: 1, projectNo: "PJ-OTHER" }))).toEqual({ projectNo: ["This project number does not belong to the processing order"] });
    const missing = await create(processingBody(2147483647, "finished", { count: 1 }));
    const foreign = await create(processingBody(o.id, "finished", { count: 1 }), tokens.sup1002);
    expect(missing.body.data).toEqual({ fieldErrors: { orderId: ["Enter a processing order of yours that is not rejected"] } });
    expect(foreign.body).toEqual(missing.body);
    await (await getDb()).execute(sql`update processing_orders set receive_status = 'rejected' where id = ${o.id}`);
    expect((await create(processingBody(o.id, "finished", { count: 1 }))).body).toEqual(missing.body);
  });

  it("required fields answer on their fields", async () => {
    const o = await labelOrder();
    expect(await fieldErrors(processingBody(o.id, "finished", { workNo: "", perBundle: "", projectNo: " ", customerLabel: "" }))).toMatchObject({
      workNo: ["Enter the work number"], perBundle: ["Enter the quantity per bundle"], projectNo: ["Enter the project number"], customerLabel: ["Enter the customer label"],
    });
  });

  it("the order lookup lists its lines with the labels of the kind; another tenant gets 404", async () => {
    const o = await labelOrder({ done: "24" });
    await makeProcessingLabels(tokens.sup1001!, o.id, "finished");
    const look = (kind: string, token = tokens.sup1001) => call<{ lines: Array<{ id: number; labelCount: number; quantity: string }> }>("label", "GET", `/label-print/order?outNo=${o.outNo}&kind=${kind}`, { token });
    expect((await look("finished")).body.data!.lines).toMatchObject([{ id: o.id, labelCount: 2, quantity: "24.0000" }]);
    expect((await look("outsourced")).body.data!.lines).toMatchObject([{ id: o.id, labelCount: 0, quantity: "100.0000" }]);
    expect((await look("finished", tokens.sup1002)).body.returnCode).toBe(404);
  });
});

describe("processing labels: list, prints and separation from purchase labels", () => {
  it("the list shows the caller's batches by kind; another supplier sees none of them", async () => {
    const o = await labelOrder({ done: "24" });
    const semi = await makeProcessingLabels(tokens.sup1001!, o.id, "semi_finished");
    const fin = await makeProcessingLabels(tokens.sup1001!, o.id, "finished");
    const list = async (q: string, token = tokens.sup1001) => (await call<{ rows: Array<{ id: number; kind: string }> }>("label", "GET", `/label-print?outNo=${o.outNo}${q}`, { token })).body.data!.rows;
    expect((await list("")).map((r) => r.id)).toEqual([fin.id, semi.id]);
    expect((await list("&kind=semi_finished")).map((r) => [r.id, r.kind])).toEqual([[semi.id, "semi_finished"]]);
    expect(await list("", tokens.sup1002)).toEqual([]);
  });

  it("a second print is a reprint in the ledger and the audit; another supplier cannot reprint", async () => {
    const o = await labelOrder();
    const b = await makeProcessingLabels(tokens.sup1001!, o.id, "outsourced", { count: 3 });
    const print = (token: string) => call<BatchAnswer>("label", "POST", `/label-print/${b.id}/print`, { token, body: { from: 1, count: 3 } });
    expect((await print(tokens.sup1001!)).body.data!.labels.map((l) => l.reprint)).toEqual([false, false, false]);
    expect((await print(tokens.sup1001a!)).body.data!.labels.map((l) => l.reprint)).toEqual([true, true, true]);
    expect((await print(tokens.sup1002!)).body.returnCode).toBe(404);
    expect(await auditCount("label_batch", b.id, "reprint")).toBe(1);
    const [n] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from label_prints where batch_id = ${b.id}`);
    expect(n!.n).toBe(6);
  });

  it("a purchase batch is not a processing batch and the other way round (each screen answers 404)", async () => {
    const pb = await makeLabels(tokens.sup1001!, await labelNotice(tokens.sup1001!, "24"));
    const o = await labelOrder();
    const qb = await makeProcessingLabels(tokens.sup1001!, o.id, "semi_finished", { count: 1 });
    expect((await call("label", "GET", `/label-print/${pb.id}`, { token: tokens.sup1001 })).body.returnCode).toBe(404);
    expect((await call("label", "GET", `/purchase-label/${qb.id}`, { token: tokens.sup1001 })).body.returnCode).toBe(404);
    expect((await call("label", "GET", `/label-print/${qb.id}`, { token: tokens.sup1001 })).body.returnCode).toBe(200);
  });

  it("a print page prints only its own kind: another kind, a purchase batch or a missing one answer alike, and print nothing", async () => {
    const o = await labelOrder({ done: "24" });
    const semi = await makeProcessingLabels(tokens.sup1001!, o.id, "semi_finished", { count: 1 });
    const fin = await makeProcessingLabels(tokens.sup1001!, o.id, "finished");
    const pb = await makeLabels(tokens.sup1001!, await labelNotice(tokens.sup1001!, "24"));
    const detail = (path: string) => call("label", "GET", path, { token: tokens.sup1001 });
    const print = (path: string) => call("label", "POST", path, { token: tokens.sup1001, body: { from: 1, count: 1 } });
    const missing = await detail("/label-print/2147483647?kind=outsourced");
    expect(missing.body.returnCode).toBe(404);
    for (const [id, kind] of [[fin.id, "semi_finished"], [semi.id, "finished"], [semi.id, "outsourced"], [pb.id, "outsourced"]] as const) {
      expect((await detail(`/label-print/${id}?kind=${kind}`)).body).toEqual(missing.body);
      expect((await print(`/label-print/${id}/print?kind=${kind}`)).body).toEqual((await print(`/label-print/2147483647/print?kind=${kind}`)).body);
    }
    expect((await detail(`/purchase-label/${semi.id}?kind=purchase_receipt`)).body.returnCode).toBe(404);
    const [n] = await rows<{ n: number }>(await getDb(), sql`select count(*)::int as n from label_prints where batch_id in (${semi.id}, ${fin.id}, ${pb.id})`);
    expect(n!.n).toBe(0);
    expect((await detail(`/label-print/${semi.id}?kind=semi_finished`)).body.returnCode).toBe(200);
    expect((await print(`/label-print/${fin.id}/print?kind=finished`)).body.returnCode).toBe(200);
    expect((await print(`/purchase-label/${pb.id}/print?kind=purchase_receipt`)).body.returnCode).toBe(200);
    // A kind the screen does not own at all is not a kind of its print pages.
    expect((await detail(`/label-print/${pb.id}?kind=purchase_receipt`)).body.returnCode).toBe(400);
  });
});
