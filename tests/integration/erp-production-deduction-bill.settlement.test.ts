import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/services/db/client";
import { rows } from "@/services/db/rows";
import { deductionSettlementSource } from "@/services/erp-production/deduction-bill/settlement-source";
import { supplierIdOf } from "../helpers/fixtures";
import { makeDeduction } from "./erp-production.fixtures";

/**
 * The reconciliation seam (services/erp-purchase/reconciliation-statement/settlement.ts): confirmed bills of the period and the
 * supplier, not yet on a live statement, each one line owed by the supplier (negative amount). A fresh
 * supplier keeps the seeded bills out of the way.
 */
let venNo: string;
let supplierId: number;
beforeAll(async () => {
  venNo = `9${String(process.pid % 100000).padStart(5, "0")}`;
  await rows(await getDb(), sql`insert into suppliers (ven_no, name, short_name, category) values (${venNo}, ${`结算测试 ${venNo}`}, '结算测试', 'processing') on conflict do nothing`);
  supplierId = await supplierIdOf(venNo);
});

describe("deductionSettlementSource", () => {
  it("answers only confirmed bills of the period, supplier and company, negated, skipping taken ones", async () => {
    const inside = await makeDeduction({ venNo, status: "confirmed", billDate: "2026-03-05", amount: "120.50" });
    const second = await makeDeduction({ venNo, status: "confirmed", billDate: "2026-03-31", amount: "80" });
    const outside = [
      { status: "issued", billDate: "2026-03-10" }, { status: "disputed", billDate: "2026-03-10" }, { status: "withdrawn", billDate: "2026-03-10" },
      { status: "confirmed", billDate: "2026-02-28" }, { status: "confirmed", billDate: "2026-04-01" }, { status: "confirmed", billDate: "2026-03-10", companyId: 2 },
    ] as const;
    for (const o of outside) await makeDeduction({ venNo, ...o });
    const period = { companyId: 1, supplierId, from: "2026-03-01", to: "2026-03-31" };
    const lines = await deductionSettlementSource.lines(await getDb(), period, new Set());
    expect(lines).toEqual([
      {
        sourceType: "deduction", sourceId: String(inside.id), sourceNumber: inside.billNo,
        sourcePath: `/processing/deduction-bill?billNo=${inside.billNo}`, sourceDate: "2026-03-05",
        materialCode: "M-T", description: `${inside.outNo}: test`, quantity: "5.0000", unitPrice: null, amount: "-120.50",
      },
      expect.objectContaining({ sourceId: String(second.id), sourceDate: "2026-03-31", amount: "-80.00" }),
    ]);
    expect(deductionSettlementSource.type).toBe("deduction");
    const rest = await deductionSettlementSource.lines(await getDb(), period, new Set([String(inside.id)]));
    expect(rest.map((l) => l.sourceId)).toEqual([String(second.id)]);
  });
});
