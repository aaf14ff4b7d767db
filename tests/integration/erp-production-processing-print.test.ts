import { beforeAll, describe, expect, it } from "vitest";
import type { ProcessingPrintForm, ProcessingPrintOrder } from "@/lib/contracts/erp-production/processing-print";
import { call, login } from "../helpers/services";
import { rightsForRole } from "@/lib/rights/roles";
import { makeUser } from "../helpers/fixtures";
import { makeProcessingOrder } from "./erp-production.fixtures";

/** The print operation behind the six /outerworkorder print pages: scope, all-or-nothing, carton refusal, the ids rule. */
let sup: string;
let factory: string;
let other: string;
/** A 1001 account that may also work in company 2 (a login of its own: one session per user). */
let sibling: string;
beforeAll(async () => {
  await makeUser("pprsib1001", { rights: rightsForRole("supplier"), venNo: "1001", companies: [1, 2] });
  [sup, factory, other, sibling] = await Promise.all([login("sup1001"), login("factory01"), login("sup1002"), login("pprsib1001", 2)]);
});

const print = (ids: Array<number | string>, form: ProcessingPrintForm | string, token = sup, locale = "en") =>
  call<ProcessingPrintOrder[]>("erp-production", "GET", `/processing-order/print?ids=${ids.join(",")}&form=${form}`, { token, locale });

describe("processing print: what it reads", () => {
  it("answers the caller's orders in the order asked, with the company, supplier and specification", async () => {
    const a = await makeProcessingOrder({ carton: true });
    const b = await makeProcessingOrder();
    const r = await print([b.id, a.id, b.id], "specification");
    expect(r.body.returnCode).toBe(200);
    const [first, second] = r.body.data!;
    expect(r.body.data!.map((o) => o.id)).toEqual([b.id, a.id]);
    expect(first).toMatchObject({ outNo: b.outNo, companyName: "华印包装（深圳）有限公司", companyCode: "SZ", venno: "1001", carton: false, flute: "", productName: "彩盒" });
    expect(second).toMatchObject({ outNo: a.outNo, carton: true, flute: "BC", boardGrade: "K5=A3A=K5", productBarcode: "6900000000001", unit: "PCS" });
    expect(Number(second!.lengthMm)).toBe(420);
    expect(Number(second!.outboundQty)).toBe(100);
    expect(second!.entries).toEqual([]);
  });

  it("the outsourced order carries its quantity log, oldest first, and factory staff of the company print any supplier's order", async () => {
    const o = await makeProcessingOrder({ receiveStatus: "received" });
    for (const qty of ["10", "15"]) {
      const e = await call("erp-production", "POST", `/processing-order/${o.id}/quantity`, { token: sup, body: { qty } });
      expect(e.body.returnCode).toBe(200);
    }
    const r = await print([o.id], "outsourced", factory);
    expect(r.body.returnCode).toBe(200);
    const [order] = r.body.data!;
    expect(order!.entries.map((e) => [Number(e.qty), Number(e.cumulativeAfter)])).toEqual([[10, 10], [15, 25]]);
    expect(Number(order!.completedQty)).toBe(25);
    expect(Number(order!.unfinishedQty)).toBe(75);
  });
});

describe("processing print: scope", () => {
  it("another supplier's order, and the same supplier's order in another company, answer exactly like a missing one", async () => {
    const own = await makeProcessingOrder();
    const foreign = await makeProcessingOrder({ venNo: "1002" });
    const otherCompany = await makeProcessingOrder({ companyId: 2 });
    const missing = await print([2147483647], "project");
    expect(missing.body.returnCode).toBe(404);
    for (const id of [foreign.id, otherCompany.id]) expect((await print([id], "project")).body).toEqual(missing.body);
    expect((await print([foreign.id], "project", other)).body.returnCode).toBe(200);
    expect((await print([otherCompany.id], "project", sibling)).body.returnCode).toBe(200);
    expect((await print([own.id], "project", sibling)).body).toEqual(missing.body);
  });

  it("all or nothing: one foreign id among own ones makes the whole print a not-found", async () => {
    const own = await makeProcessingOrder();
    const foreign = await makeProcessingOrder({ venNo: "1002" });
    const r = await print([own.id, foreign.id], "business");
    expect(r.body.returnCode).toBe(404);
    expect(r.body.data).toBeUndefined();
  });
});

describe("processing print: the carton flow sheet", () => {
  it("prints carton orders and refuses a non-carton one with the catalogue message, in the caller's language", async () => {
    const carton = await makeProcessingOrder({ carton: true });
    const plain = await makeProcessingOrder();
    expect((await print([carton.id], "carton")).body.returnCode).toBe(200);
    const en = await print([carton.id, plain.id], "carton");
    expect(en.body.returnCode).toBe(409);
    expect(en.body.message).toBe(`${plain.outNo} is not a carton order: printing is impossible if the order is not a carton order`);
    const zh = await print([plain.id], "carton", sup, "zh");
    expect(zh.body.message).toBe(`${plain.outNo} 不是纸箱订单：非纸箱订单无法打印`);
    expect((await print([plain.id], "specification")).body.returnCode).toBe(200);
  });

  it("a foreign non-carton order is a not-found, never a carton refusal that would reveal it", async () => {
    const foreign = await makeProcessingOrder({ venNo: "1002" });
    expect((await print([foreign.id], "carton")).body.returnCode).toBe(404);
  });
});

describe("processing print: the ids and the form", () => {
  it.each([
    [[""], "project", "Select the processing orders to print"],
    [["1,,2"], "project", "Select the processing orders to print"],
    [["0"], "project", "Select the processing orders to print"],
    [["2147483648"], "project", "Select the processing orders to print"],
    [Array.from({ length: 11 }, (_, i) => i + 1), "project", "At most 10 processing orders can be printed at once"],
    [[1], "label", "Choose a print form"],
  ])("ids %j form %s → 400 %s", async (ids, form, message) => {
    const r = await print(ids, form);
    expect(r.body.returnCode).toBe(400);
    expect(JSON.stringify(r.body)).toContain(message);
  });

  it("no session → 50008; purchasing staff without the print right → 403", async () => {
    const o = await makeProcessingOrder();
    expect((await call("erp-production", "GET", `/processing-order/print?ids=${o.id}&form=project`, {})).body.returnCode).toBe(50008);
    expect((await print([o.id], "project", await login("buyer01"))).body.returnCode).toBe(403);
  });
});
