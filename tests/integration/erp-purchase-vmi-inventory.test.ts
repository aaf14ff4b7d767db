import { beforeAll, describe, expect, it } from "vitest";
import type { VmiMaterialDetail, VmiMaterialRow, VmiMovementAnswer, VmiMovementRow } from "@/lib/contracts/erp-purchase/vmi-inventory";
import { vmiConsumptionSettlementSource } from "@/services/erp-purchase/vmi-inventory/settlement-source";
import { sql } from "drizzle-orm";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { prng } from "@/services/db/seed/prng";
import { call, login } from "../helpers/services";
import { businessToday } from "../helpers/business-day";
import { auditCount, supplierIdOf } from "../helpers/fixtures";
import { makeVmiMaterial, vmiItemno, vmiLedgerMismatches, vmiOnHand, vmiReceive } from "./erp-purchase-vmi.fixtures";

let buyer: string;
let factory: string;
let sup1001: string;
let sup1002: string;
const fieldErrors = (body: { data?: unknown }) => (body.data as { fieldErrors: Record<string, string[]> }).fieldErrors;
const move = (token: string, id: number, kind: "receipt" | "consumption", qty: string, location = "A-01") =>
  call<VmiMovementAnswer>("erp-purchase", "POST", `/vmi-inventory/${id}/${kind}`, { token, body: { location, qty, reference: "T" } });

beforeAll(async () => {
  [buyer, factory, sup1001, sup1002] = await Promise.all([login("buyer01"), login("factory01"), login("sup1001"), login("sup1002")]);
});

describe("VMI materials (agreements)", () => {
  it("refuses missing fields, a maximum below the minimum, a zero price, an unknown supplier and a duplicate", async () => {
    const bad = await call("erp-purchase", "POST", "/vmi-inventory", {
      token: buyer, body: { venno: "", itemno: " ", itemdesc: "", unit: "", minQty: "20", maxQty: "10", agreedPrice: "0", defaultLocation: "" },
    });
    expect(bad.body.returnCode).toBe(400);
    expect(Object.keys(fieldErrors(bad.body)).sort()).toEqual(["agreedPrice", "defaultLocation", "itemdesc", "itemno", "maxQty", "unit", "venno"]);
    expect(fieldErrors(bad.body).maxQty).toEqual(["The maximum may not be below the minimum"]);
    const body = { venno: "NOPE9", itemno: vmiItemno(), itemdesc: "x", unit: "KG", minQty: "1", maxQty: "2", agreedPrice: "1", defaultLocation: "A" };
    const unknown = await call("erp-purchase", "POST", "/vmi-inventory", { token: buyer, body });
    expect(fieldErrors(unknown.body)).toEqual({ venno: ["Enter the number of an enabled supplier"] });
    const first = await call("erp-purchase", "POST", "/vmi-inventory", { token: buyer, body: { ...body, venno: "1001" } });
    expect(first.body.returnCode).toBe(200);
    const again = await call("erp-purchase", "POST", "/vmi-inventory", { token: buyer, body: { ...body, venno: "1001" } });
    expect(fieldErrors(again.body)).toEqual({ itemno: ["This supplier already has a VMI agreement for this material"] });
  });

  it("changes levels and price with an audit row; suppliers cannot agree or change materials", async () => {
    const mat = await makeVmiMaterial(buyer);
    const edit = { itemdesc: "Ink B", unit: "KG", minQty: "5", maxQty: "40", agreedPrice: "13", currency: "CNY", defaultLocation: "B-02" };
    const res = await call<VmiMaterialDetail>("erp-purchase", "PUT", `/vmi-inventory/${mat.id}`, { token: buyer, body: edit });
    expect(res.body.data).toMatchObject({ itemdesc: "Ink B", minQty: "5.0000", maxQty: "40.0000", agreedPrice: "13.000000", defaultLocation: "B-02" });
    expect(await auditCount("vmi_material", mat.id, "update")).toBe(1);
    const bySupplier = await call("erp-purchase", "PUT", `/vmi-inventory/${mat.id}`, { token: sup1001, body: edit });
    expect(bySupplier.body.returnCode).toBe(403);
  });
});

describe("receipts and consumption", () => {
  it("books receipts per location, refuses consumption beyond on-hand and suggests replenishment below the minimum", async () => {
    const mat = await makeVmiMaterial(buyer, { minQty: "10", maxQty: "50" });
    const r1 = await move(factory, mat.id, "receipt", "30");
    expect(r1.body.data).toMatchObject({ kind: "receipt", qty: "30.0000", onHandAfter: "30.0000", materialOnHand: "30.0000", stockState: "ok", suggestedQty: "0.0000" });
    expect(r1.body.data!.movementNo).toMatch(/^VR\d{8}$/);
    await move(factory, mat.id, "receipt", "5", "B-09");
    const over = await move(factory, mat.id, "consumption", "30.0001");
    expect(over.body.returnCode).toBe(409);
    expect(over.body.message).toBe("Only 30 on hand at A-01: consumption may not drive VMI stock below zero");
    const none = await move(factory, mat.id, "consumption", "1", "Z-99");
    expect(none.body.message).toBe("Only 0 on hand at Z-99: consumption may not drive VMI stock below zero");
    const c = await move(factory, mat.id, "consumption", "26.5");
    expect(c.body.data).toMatchObject({ onHandAfter: "3.5000", materialOnHand: "8.5000", stockState: "below_min", suggestedQty: "41.5000" });
    expect(await auditCount("vmi_material", mat.id, "consumption")).toBe(1);
    const below = await call<{ rows: VmiMaterialRow[] }>("erp-purchase", "GET", `/vmi-inventory?itemno=${mat.itemno}&stockState=below_min`, { token: buyer });
    expect(below.body.data!.rows).toMatchObject([{ id: mat.id, onHand: "8.5000", suggestedQty: "41.5000", stockState: "below_min" }]);
    const detail = await call<VmiMaterialDetail>("erp-purchase", "GET", `/vmi-inventory/${mat.id}`, { token: sup1001 });
    expect(detail.body.data!.stock.map((s) => [s.location, s.onHand])).toEqual([["A-01", "3.5000"], ["B-09", "5.0000"]]);
    expect(await vmiLedgerMismatches(mat.id)).toEqual([]);
  });

  it("refuses zero, negative and malformed quantities and a missing location", async () => {
    const mat = await makeVmiMaterial(buyer);
    for (const qty of ["0", "-1", "1.00001", "abc"]) expect((await move(factory, mat.id, "receipt", qty)).body.returnCode).toBe(400);
    const noLoc = await call("erp-purchase", "POST", `/vmi-inventory/${mat.id}/receipt`, { token: factory, body: { location: " ", qty: "1" } });
    expect(fieldErrors(noLoc.body)).toEqual({ location: ["Enter the location"] });
  });

  it("suppliers see only their own VMI stock and movements; another supplier's material answers 404", async () => {
    const mine = await makeVmiMaterial(buyer);
    const theirs = await makeVmiMaterial(buyer, { venno: "1002" });
    await vmiReceive(buyer, mine.id, "3");
    await vmiReceive(buyer, theirs.id, "4");
    const list = await call<{ rows: VmiMaterialRow[] }>("erp-purchase", "GET", "/vmi-inventory?limit=200", { token: sup1001 });
    expect(list.body.data!.rows.every((r) => r.venno === "1001")).toBe(true);
    expect(list.body.data!.rows.some((r) => r.id === mine.id)).toBe(true);
    const moves = await call<{ rows: VmiMovementRow[] }>("erp-purchase", "GET", `/vmi-inventory/movements?itemno=${theirs.itemno}`, { token: sup1001 });
    expect(moves.body.data!.rows).toEqual([]);
    const foreign = await call("erp-purchase", "GET", `/vmi-inventory/${theirs.id}`, { token: sup1001 });
    const missing = await call("erp-purchase", "GET", "/vmi-inventory/2147483647", { token: sup1001 });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.returnCode).toBe(404);
    const own = await call<{ rows: VmiMovementRow[] }>("erp-purchase", "GET", `/vmi-inventory/movements?itemno=${theirs.itemno}`, { token: sup1002 });
    expect(own.body.data!.rows.map((r) => r.qty)).toEqual(["4.0000"]);
  });
});

const amount = (rnd: () => number) => `${1 + Math.floor(rnd() * 40)}.${String(Math.floor(rnd() * 10000)).padStart(4, "0")}`;

describe("VMI property: on-hand is always the sum of the movements", () => {
  it.each([11, 29, 4242])("random receipts and (partly concurrent) consumptions, seed %i", async (seed) => {
    const rnd = prng(seed).next;
    const mat = await makeVmiMaterial(buyer);
    const locations = ["A-01", "B-02"];
    for (let step = 0; step < 14; step++) {
      const location = locations[Math.floor(rnd() * 2)]!;
      if (rnd() < 0.4) {
        expect((await move(factory, mat.id, "receipt", amount(rnd), location)).body.returnCode).toBe(200);
      } else {
        const burst = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => amount(rnd));
        const answers = await Promise.all(burst.map((q) => move(factory, mat.id, "consumption", q, location)));
        for (const a of answers) expect([200, 409]).toContain(a.body.returnCode);
      }
      expect(await vmiLedgerMismatches(mat.id)).toEqual([]);
      for (const l of locations) expect(Number(await vmiOnHand(mat.id, l))).toBeGreaterThanOrEqual(0);
    }
  });

  it("twenty parallel consumptions of 1.5 from 10 on hand: six succeed, stock ends at 1, never below zero", async () => {
    const mat = await makeVmiMaterial(buyer);
    await vmiReceive(buyer, mat.id, "10");
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(factory, mat.id, "consumption", "1.5")));
    expect(answers.filter((a) => a.body.returnCode === 200)).toHaveLength(6);
    expect(answers.filter((a) => a.body.returnCode === 409)).toHaveLength(14);
    expect(await vmiOnHand(mat.id)).toBe("1.0000");
    expect(await vmiLedgerMismatches(mat.id)).toEqual([]);
    const afters = answers.filter((a) => a.body.returnCode === 200).map((a) => a.body.data!.onHandAfter).sort();
    expect(afters).toEqual(["1.0000", "2.5000", "4.0000", "5.5000", "7.0000", "8.5000"]);
  });
});

describe("vmiConsumptionSettlementSource", () => {
  it("lists consumption at the price agreed when it was drawn, skips taken lines and other suppliers' consumption", async () => {
    const mat = await makeVmiMaterial(buyer, { agreedPrice: "2.345678" });
    const other = await makeVmiMaterial(buyer, { venno: "1002" });
    await vmiReceive(buyer, mat.id, "20");
    await vmiReceive(buyer, other.id, "20");
    const c1 = (await move(factory, mat.id, "consumption", "3.3333")).body.data!;
    await call("erp-purchase", "PUT", `/vmi-inventory/${mat.id}`, {
      token: buyer, body: { itemdesc: "VMI test ink", unit: "KG", minQty: "10", maxQty: "50", agreedPrice: "9", currency: "CNY", defaultLocation: "A-01" },
    });
    const c2 = (await move(factory, mat.id, "consumption", "1")).body.data!;
    await move(factory, other.id, "consumption", "1");
    const [{ d: today }] = (await rows<{ d: string }>(await getDb(), sql`select (${businessToday(1)})::text as d`)) as [{ d: string }];
    const period = { companyId: 1, supplierId: await supplierIdOf("1001"), from: today, to: today };
    const lines = (await vmiConsumptionSettlementSource.lines(await getDb(), period, new Set([String(c2.id)]))).filter((l) => l.materialCode === mat.itemno);
    expect(lines).toEqual([{
      sourceType: "vmi-consumption", sourceId: String(c1.id), sourceNumber: c1.movementNo, sourcePath: `/materials/vmi/movements?itemno=${mat.itemno}`,
      sourceDate: today, materialCode: mat.itemno, description: "VMI test ink · A-01 · T", quantity: "3.3333", unitPrice: "2.345678", amount: "7.82",
    }]);
    const all = await vmiConsumptionSettlementSource.lines(await getDb(), period, new Set());
    expect(all.find((l) => l.sourceId === String(c2.id))).toMatchObject({ unitPrice: "9.000000", amount: "9.00" });
    expect(all.some((l) => l.materialCode === other.itemno)).toBe(false);
    const yesterday = await vmiConsumptionSettlementSource.lines(await getDb(), { ...period, from: "2000-01-01", to: "2000-01-02" }, new Set());
    expect(yesterday).toEqual([]);
  });
});
