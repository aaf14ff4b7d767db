import { beforeAll, describe, expect, it } from "vitest";
import { warehouseStockList } from "@/lib/contracts/erp-production/warehouse-stock";
import { callAs } from "../helpers/call-as";
import { fetchRaw, readXlsx } from "../helpers/fixtures";
import { login } from "../helpers/services";
import { makeStock, owner, unique } from "./erp-production-delivery.fixtures";

const tokens: Record<string, string> = {};
beforeAll(async () => {
  tokens.factory01 = await login("factory01");
  tokens.factory03 = await login("switch04", 3);
});

describe("warehouse stock", () => {
  it("lists its company's stock by product code prefix, with what is allocated and available", async () => {
    const code = `WS${unique()}`;
    await makeStock({ productCode: `${code}-A`, onHand: "120", batchNo: `${code}B1` });
    await makeStock({ productCode: `${code}-B`, onHand: "5.5", batchNo: `${code}B2` });
    await makeStock({ productCode: `X${code}`, onHand: "1" });
    const res = await callAs(tokens.factory01, warehouseStockList.list, { query: { productCode: code, sort: "productCode" } });
    expect(res.returnCode).toBe(200);
    expect(res.data!.rows.map((r) => [r.productCode, r.batchNo, r.onHand, r.allocated, r.available, r.ownerLegalPerson])).toEqual([
      [`${code}-A`, `${code}B1`, "120.0000", "0.0000", "120.0000", owner],
      [`${code}-B`, `${code}B2`, "5.5000", "0.0000", "5.5000", owner],
    ]);
    expect(res.data!.total).toBe(2);
  });

  it("filters by batch number prefix and exports the same rows", async () => {
    const code = `WE${unique()}`;
    await makeStock({ productCode: code, onHand: "10", batchNo: `${code}K1` });
    await makeStock({ productCode: code, onHand: "20", batchNo: `${code}L1` });
    const res = await callAs(tokens.factory01, warehouseStockList.list, { query: { productCode: code, batchNo: `${code}K` } });
    expect(res.data!.rows.map((r) => r.batchNo)).toEqual([`${code}K1`]);
    const sheet = await readXlsx(await fetchRaw("GET", `/warehouse-stock/export?productCode=${code}&columns=batchNo,onHand`, { service: "erp-production", token: tokens.factory01 }));
    expect(sheet.rows.slice(1).map((r) => r[0]).sort()).toEqual([`${code}K1`, `${code}L1`]);
  });

  it("another company's staff see none of it", async () => {
    const code = `WT${unique()}`;
    await makeStock({ productCode: code, onHand: "7" });
    const mine = await callAs(tokens.factory01, warehouseStockList.list, { query: { productCode: code } });
    const theirs = await callAs(tokens.factory03, warehouseStockList.list, { query: { productCode: code } });
    expect(mine.data!.rows).toHaveLength(1);
    expect(theirs.returnCode).toBe(200);
    expect(theirs.data!.rows).toEqual([]);
  });
});
